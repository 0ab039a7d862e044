import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the web app's SSR build (apps/web/src/entry-server.tsx) exports. */
interface SsrEntry {
  renderable(url: string): boolean;
  createServerQueryClient(): unknown;
  render(url: string, opts: { queryClient: unknown; api: typeof fetch; signal?: AbortSignal }): Promise<string>;
  dehydrateState(queryClient: unknown): unknown;
}

export interface RenderedPage {
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** The answered queries as JSON, safe inside `<script type="application/json" id="bm-state">`. */
  state: string;
}

export interface AppRenderer {
  /** The page for a GET of a public route, or null: not such a route, failed, or too slow (the SPA shell then). */
  render(req: FastifyRequest): Promise<RenderedPage | null>;
}

export const SSR_ENTRY = 'entry-server.js';
// Past this the visitor is better served by the shell and the browser's own requests. Outside
// production React runs its development build, several times slower, so the budget is wider there.
const TIMEOUT_MS = { production: 500, development: 5000 };

/** Loads the SSR build in `ssrDir`; null when there is none (the web app was built without it). */
export async function createAppRenderer(opts: {
  app: FastifyInstance;
  ssrDir: string;
  production: boolean;
  timeoutMs?: number;
}): Promise<AppRenderer | null> {
  const file = path.join(opts.ssrDir, SSR_ENTRY);
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as SsrEntry;
  const { app } = opts;
  const timeoutMs = opts.timeoutMs ?? TIMEOUT_MS[opts.production ? 'production' : 'development'];

  return {
    async render(req) {
      if (req.method !== 'GET' || !entry.renderable(req.url)) return null;
      const queryClient = entry.createServerQueryClient();
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(new Error(`server render over ${timeoutMs} ms`)), timeoutMs);
      try {
        const html = await Promise.race([
          entry.render(req.url, { queryClient, api: inProcessApi(app, req), signal: abort.signal }),
          new Promise<never>((_, reject) => abort.signal.addEventListener('abort', () => reject(abort.signal.reason))),
        ]);
        return { html, state: inlineJson(entry.dehydrateState(queryClient)) };
      } catch (err) {
        req.log.warn({ err, url: req.url }, 'server render skipped');
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * The web app's API calls answered by this same app, as the visitor: their cookies and address (rate
 * limits count them as theirs), so the inlined answers are exactly what the browser would have fetched.
 */
function inProcessApi(app: FastifyInstance, req: FastifyRequest): typeof fetch {
  return async (input, init) => {
    // Rendering only reads; anything else would act for the visitor without them asking.
    if (init?.method && init.method !== 'GET') throw new Error(`server render tried ${init.method} ${String(input)}`);
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const name of ['cookie', 'user-agent', 'accept-language'] as const) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const res = await app.inject({
      method: 'GET',
      url: typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url,
      headers,
      remoteAddress: req.ip,
      signal: init?.signal ?? undefined,
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** JSON that cannot close its `<script>` or be read as markup, and survives U+2028/9 in old parsers. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

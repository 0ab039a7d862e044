import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { privateHead, renderHead } from './head.js';
import type { HeadService, PageHead } from './head.service.js';

/** The server-rendered app (apps/server/src/modules/ssr): its markup and the answered queries. */
export interface RenderedApp {
  html: string;
  /** JSON already escaped for a <script> element. */
  state: string;
}
export type RenderApp = (req: FastifyRequest) => Promise<RenderedApp | null>;

/** Where apps/web/index.html takes the per-request parts. */
const MARKERS = { head: '<!--ssr-head-->', html: '<!--ssr-html-->', state: '<!--ssr-state-->' } as const;

/**
 * The page as the server fills it: index.html keeps a static <title> for the Vite dev server (which
 * serves it as it is); here the head marker brings the route's own, so the static one goes. A
 * template without the marker (an older build) gets it before </head>. Comments for the template's
 * readers are not sent.
 */
export function prepareTemplate(raw: string): string {
  const page = raw.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<!--(?!ssr-)[\s\S]*?-->\s*/g, '');
  return page.includes(MARKERS.head) ? page : page.replace('</head>', `${MARKERS.head}\n  </head>`);
}

/**
 * Puts the parts into the page. Function replacements: a `$&` or `$'` in a beat title must stay text,
 * not become a replacement pattern.
 */
export function fillTemplate(template: string, parts: { head: string; html: string; state: string }): string {
  return template
    .replace(MARKERS.head, () => parts.head)
    .replace(MARKERS.html, () => parts.html)
    .replace(MARKERS.state, () => parts.state);
}

/**
 * Answers every GET of a web-app route: index.html with the route's <head>, and the server-rendered
 * app when a renderer is given. The template is read once (again on every request in development,
 * where the web app is rebuilt while the server runs).
 */
export function createDocumentResponder(opts: {
  webDist: string;
  reread: boolean;
  heads: HeadService;
  /** The session cookie's name: its presence marks a logged-in visitor. */
  sessionCookie: string;
  renderApp?: RenderApp;
  /** Sets the pre-session CSRF cookie when the visitor has none (http/csrf.ts `ensureCsrfCookie`). */
  beforeRender?: (req: FastifyRequest, reply: FastifyReply) => void;
}) {
  const file = path.join(opts.webDist, 'index.html');
  let cached: Promise<string> | null = null;
  const template = () => {
    if (!cached || opts.reread) {
      cached = readFile(file, 'utf8').then(prepareTemplate);
      cached.catch(() => (cached = null));
    }
    return cached;
  };

  async function headOf(req: FastifyRequest, loggedIn: boolean): Promise<PageHead> {
    try {
      return await opts.heads.headFor(req.url, { loggedIn });
    } catch (err) {
      // The page still loads (the app fetches its own data); only the unfurl and the title are lost.
      req.log.error({ err, url: req.url }, 'page head failed');
      return { status: 200, head: privateHead() };
    }
  }

  return {
    async send(req: FastifyRequest, reply: FastifyReply) {
      const loggedIn = Boolean(req.cookies?.[opts.sessionCookie]);
      opts.beforeRender?.(req, reply);
      const [page, { status, head }, rendered] = await Promise.all([
        template(),
        headOf(req, loggedIn),
        opts.renderApp ? opts.renderApp(req) : null,
      ]);
      const html = fillTemplate(page, {
        head: renderHead(head),
        html: rendered?.html ?? '',
        state: rendered ? `<script type="application/json" id="bm-state">${rendered.state}</script>` : '',
      });
      return (
        reply
          .status(status)
          .header('cache-control', loggedIn ? 'private, no-cache' : 'no-cache')
          // A session changes the answer (an owner's unpublished beat is no 404 for them).
          .header('vary', 'Cookie')
          .type('text/html; charset=utf-8')
          .send(html)
      );
    },
  };
}
export type DocumentResponder = ReturnType<typeof createDocumentResponder>;

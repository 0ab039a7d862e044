import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { App } from './app/App';
import { routes } from './app/routes';
import { profileQuery } from './lib/auth/use-profile';
import { supportingDataQuery } from './lib/use-supporting-data';
import { livePromotionsQuery } from './lib/live-promotions';
import { setTransport } from './lib/api';
import { createServerQueryClient } from './lib/query-client';

/**
 * Server rendering for the public pages (issue 14). The server calls `render` with a fresh client from
 * `createServerQueryClient` and its own API as `api`; the page's hooks run unchanged, their calls
 * answered in-process, so the cache holds exactly what the browser would have fetched.
 */
export { createServerQueryClient };

export interface RenderOptions {
  queryClient: QueryClient;
  /** Answers `/private-api/...` calls as the browser's fetch would (the server passes its own app). */
  api: typeof fetch;
  signal?: AbortSignal;
}

// Routes whose first paint is worth the render: what visitors and crawlers land on.
const RENDERED = new Set([
  'home',
  'home.alias',
  'beat.view',
  'feature.view',
  'profile.view',
  'page',
  'our-producers',
  'contest.list',
  'contest.view',
]);
// Each pass renders what the data so far allows and reveals the next queries (page → beat → similar beats).
const MAX_PASSES = 5;

const calls = new AsyncLocalStorage<typeof fetch>();
setTransport((input, init) => {
  const api = calls.getStore();
  if (!api) return Promise.reject(new Error('API call outside a server render'));
  return api(input, init);
});

/** Whether `url` is a page the server renders (others get the plain shell). */
export function renderable(url: string): boolean {
  const matched = matchRoutes(routes, new URL(url, 'http://ssr').pathname);
  const id = matched?.at(-1)?.route.id;
  return id !== undefined && RENDERED.has(id);
}

/** The app's HTML for `url`, once every query a pass reveals is answered (or failed, left to the browser). */
export async function render(url: string, { queryClient, api, signal }: RenderOptions): Promise<string> {
  const tried = new Set<string>();
  const settle = (queries: Query[]) => calls.run(api, () => Promise.all(queries.map((q) => q.fetch().catch(() => {}))));
  // Every page needs these; asking before the first pass saves one.
  await calls.run(api, () =>
    Promise.all([
      queryClient.prefetchQuery(supportingDataQuery),
      queryClient.prefetchQuery(profileQuery),
      // The layout's promotion banner: rendered with the page, so it takes its place without a shift.
      queryClient.prefetchQuery(livePromotionsQuery),
    ]),
  );
  const cache = queryClient.getQueryCache();
  for (let pass = 1; ; pass++) {
    const html = await renderOnce(url, queryClient, signal);
    // A failed query renders as still loading, as the browser will show it before asking again.
    queryClient.removeQueries({ predicate: (q) => q.state.status === 'error' });
    const next = cache.getAll().filter((q) => q.state.status === 'pending' && enabled(q) && !tried.has(q.queryHash));
    if (next.length === 0 || pass === MAX_PASSES) return html;
    signal?.throwIfAborted();
    for (const q of next) tried.add(q.queryHash);
    await settle(next);
  }
}

/** The state to inline: answered queries only (pending or failed ones the browser asks for itself). */
export function dehydrateState(queryClient: QueryClient) {
  return dehydrate(queryClient);
}

function enabled(q: Query): boolean {
  const { enabled } = q.options as { enabled?: boolean | ((q: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(q) : enabled !== false;
}

async function renderOnce(url: string, queryClient: QueryClient, signal?: AbortSignal): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://ssr'), { signal }));
  // No route has a loader or action, so the handler never answers with a redirect of its own.
  if (context instanceof Response) throw new Error(`Unexpected router response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <App
        queryClient={queryClient}
        router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
      />
    </StrictMode>,
    // Never split a finished boundary out into a later segment: that needs inline script, which the CSP forbids.
    { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { App } from './app/App';
import { routes, type RouteHandle } from './app/routes';
import { reportOAuthErrorToOpener } from './lib/oauth-popup';
import { createQueryClient } from './lib/query-client';
import { releaseHeldParts } from './lib/held-parts';
import { pressAgain, pressDroppedClicksAgain, takeEarlyClicks } from './lib/early-clicks';

/**
 * Rendered beside the app: its effect runs once the first commit has adopted the server's page. The press
 * waits for the next task: inside an effect React is still committing and cannot hydrate a part held back
 * (HydrateWhenSeen) for the click, so a button there (a card's favorite, below the fold) lost the press.
 */
function ReplayEarlyClicks({ buttons }: { buttons: Element[] }) {
  useEffect(() => {
    const timer = setTimeout(() => pressAgain(buttons), 0);
    return () => clearTimeout(timer);
  }, [buttons]);
  return null;
}

/** The queries the server answered while rendering this page (see apps/server/src/modules/ssr). */
function serverState(): unknown {
  const text = document.getElementById('bm-state')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Lets the browser paint and handle input before the next step: each step of the start is then a task of
 * its own, not one long task (Total Blocking Time, issue 14). `scheduler.yield` keeps the place in the queue.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  const queryClient = createQueryClient();
  const state = serverState();
  if (state) hydrate(queryClient, state);
  const root = document.getElementById('root')!;
  const adopt = Boolean(state && root.firstElementChild);
  // The page's own code first (it loads on demand): React adopts a page for a click only once nothing in
  // the route is waiting for code, so a click while it loaded was lost. A failed load shows when rendered.
  if (adopt)
    await Promise.all(
      (matchRoutes(routes, window.location) ?? []).map((m) =>
        (m.route.handle as RouteHandle | undefined)?.preload?.().catch(() => undefined),
      ),
    );
  // Loading this module was one task already (evaluating React, the router and the app's code).
  if (adopt) await yieldToBrowser();
  // Matching the URL against every route (and restoring the scroll positions) is another.
  const router = createBrowserRouter(routes);
  // A navigation (not the router's own start) lets parts still waiting to hydrate go, so they cannot hold it.
  const first = router.state.location.key;
  router.subscribe((s) => {
    if (s.navigation.state !== 'idle' || s.location.key !== first) releaseHeldParts();
  });
  if (adopt) await yieldToBrowser();
  const app = (
    <StrictMode>
      <App
        queryClient={queryClient}
        router={<RouterProvider router={router} />}
        after={adopt ? <ReplayEarlyClicks buttons={takeEarlyClicks()} /> : null}
      />
    </StrictMode>
  );
  // Server-rendered markup is adopted in place; without it (render skipped or failed) the page renders from scratch.
  // In a transition React hydrates in slices of a few milliseconds, yielding to paint and input between them,
  // instead of one long task per page (Total Blocking Time); a click meanwhile hydrates its part at once, or is
  // pressed again once that part can be (early-clicks.ts).
  if (adopt) {
    startTransition(() => void hydrateRoot(root, app));
    pressDroppedClicksAgain(root);
  } else createRoot(root).render(app);
}

if (!reportOAuthErrorToOpener()) void start();

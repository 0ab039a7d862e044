import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './app/App';
import { routes } from './app/routes';
import { reportOAuthErrorToOpener } from './lib/oauth-popup';
import { createQueryClient } from './lib/query-client';
import './styles.css';

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

if (!reportOAuthErrorToOpener()) {
  const queryClient = createQueryClient();
  const state = serverState();
  if (state) hydrate(queryClient, state);
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={<RouterProvider router={createBrowserRouter(routes)} />} />
    </StrictMode>
  );
  // Server-rendered markup is adopted in place; without it (render skipped or failed) the page renders from scratch.
  // In a transition React hydrates in slices of a few milliseconds, yielding to paint and input between them,
  // instead of one long task per page (Total Blocking Time); a click meanwhile hydrates at once and is replayed.
  if (state && root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, setUnauthorizedHandler } from './api';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Failures are logged only, never toasted (spec §8: snippet and profile loads). */
      silent?: boolean;
      /** Header of the toast when the server sent only the default one, e.g. 'Record load error'. */
      errorHeader?: string;
    };
  }
}

const STALE_MS = 30_000;

export function createQueryClient() {
  const client = new QueryClient({
    // Errors show as toasts (spec §8); a 401 already cleared the session and needs no toast.
    queryCache: new QueryCache({
      onError: (err, query) => {
        if (query.meta?.silent || (err instanceof ApiError && err.status === 401)) return console.warn(err);
        notifyError(err, query.meta?.errorHeader ? { header: query.meta.errorHeader } : undefined);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: STALE_MS,
        refetchOnWindowFocus: false,
        // A refusal will not change by asking again.
        retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
      },
    },
  });
  setUnauthorizedHandler(() => client.setQueryData(['profile'], null));
  return client;
}

/**
 * One client per server render: no toasts, no retries (the render is time-boxed; the browser retries),
 * and no global 401 handler, which would tie every visitor's render to the last client made.
 */
export function createServerQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: STALE_MS, retry: false, gcTime: Infinity } } });
}

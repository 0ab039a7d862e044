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
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refusal will not change by asking again.
        retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
      },
    },
  });
  setUnauthorizedHandler(() => client.setQueryData(['profile'], null));
  return client;
}

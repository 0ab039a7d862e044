import { QueryClient } from '@tanstack/react-query';
import { ApiError, setUnauthorizedHandler } from './api';

export function createQueryClient() {
  const client = new QueryClient({
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

import { QueryClient } from '@tanstack/react-query';
import { isNetworkError } from '#web/lib/api-call-error.ts';

/** The one cache of server answers; what each endpoint caches is set by its `queryOptions` factory. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Only a lost connection is worth one more try; a 4xx answer will not change by asking again.
        retry: (failureCount, error) => isNetworkError(error) && failureCount < 1,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}

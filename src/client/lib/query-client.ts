import { QueryClient } from '@tanstack/react-query';

/** SPEC §7: nothing is retried, and cached data never goes stale or refetches on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

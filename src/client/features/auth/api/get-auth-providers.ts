import { useQuery } from '@tanstack/react-query';
import { authProvidersSchema } from '#shared/schemas/auth.ts';
import { getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';

export const authProvidersKeys = { all: ['auth-providers'] as const };

/** The sign-in providers this server has keys for; it changes only with a restart. */
export function useAuthProviders() {
  return useQuery({
    queryKey: authProvidersKeys.all,
    queryFn: () => getJson(apiPaths.auth.providers, authProvidersSchema),
    staleTime: Infinity,
  });
}

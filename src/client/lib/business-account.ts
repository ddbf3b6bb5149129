import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from './api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';

/**
 * The signed-in user's business account, or null. The header's Business link and the profile's
 * Business tab read it as well as the business screens, so it lives here rather than in one
 * feature.
 */
export const BUSINESS_ACCOUNT_QUERY_KEY = ['business', 'account'] as const;

export function businessAccountQuery() {
  return queryOptions({
    queryKey: BUSINESS_ACCOUNT_QUERY_KEY,
    queryFn: () =>
      getJson(apiPaths.business.account, () =>
        import('#shared/schemas/business.ts').then((m) => m.businessAccountSchema.nullable()),
      ),
  });
}

export function useBusinessAccount() {
  return useQuery(businessAccountQuery());
}

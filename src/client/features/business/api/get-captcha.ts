import { useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { captchaChallengeSchema } from '#shared/schemas/business.ts';
import { businessKeys } from './business-keys.ts';

/** A challenge answers one signup only, so each visit to the form starts with a fresh one. */
export function useCaptcha() {
  return useQuery({
    queryKey: businessKeys.captcha(),
    queryFn: () => getJson(apiPaths.business.captcha, captchaChallengeSchema),
    gcTime: 0,
  });
}

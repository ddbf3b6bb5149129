import { useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-client.ts';
import type { CaptchaChallenge } from '#shared/schemas/business.ts';
import { businessKeys } from './business-keys.ts';

/** A challenge answers one signup only, so each visit to the form starts with a fresh one. */
export function useCaptcha() {
  return useQuery({
    queryKey: businessKeys.captcha(),
    queryFn: () => getJson<CaptchaChallenge>('/api/business/captcha'),
    gcTime: 0,
  });
}

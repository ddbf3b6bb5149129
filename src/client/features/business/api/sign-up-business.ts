import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { businessAccountSchema, type BusinessSignupInput } from '#shared/schemas/business.ts';
import { businessKeys } from './business-keys.ts';

export function useSignUpBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessSignupInput) =>
      sendJson('POST', apiPaths.business.signup, businessAccountSchema, input),
    // The header's Business link and the profile's tab read the account: they follow at once.
    onSuccess: (account) => queryClient.setQueryData(businessKeys.account(), account),
  });
}

import { useMutation } from '@tanstack/react-query';
import { okSchema, type ChangePasswordInput } from '#shared/schemas/auth.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { profileKeys } from './profile-keys.ts';

/** The server ends the account's other sessions and hands this browser a fresh cookie. */
export function useChangePassword() {
  return useMutation({
    mutationKey: profileKeys.password(),
    mutationFn: (input: ChangePasswordInput) =>
      sendJson('POST', apiPaths.auth.password, okSchema, input),
  });
}

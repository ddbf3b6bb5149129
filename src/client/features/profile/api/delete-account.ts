import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { okSchema } from '#shared/schemas/auth.ts';
import type { deleteAccountSchema } from '#shared/schemas/profile.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { leaveSignedOut } from '#client/lib/leave-session.ts';

type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The server deletes everything the user owns and clears the session cookie. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      sendJson('DELETE', apiPaths.me.account, okSchema, input),
    onSuccess: () => leaveSignedOut('account-deleted'),
  });
}

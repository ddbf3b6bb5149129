import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deleteAccountSchema } from '#shared/schemas/profile.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { leaveSignedOut } from '#client/lib/leave-session.ts';

type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The server deletes everything the user owns and clears the session cookie. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      sendJson<{ success: true }>('DELETE', '/api/users/me', input),
    onSuccess: leaveSignedOut,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountActionResultSchema,
  accountDeletedSchema,
  passwordResetSentSchema,
  suspendResultSchema,
} from '#shared/schemas/admin-accounts.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { adminKeys } from './admin-keys.ts';

/** Every account action changes the list and adds to the audit log. */
function useRefreshAfter() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.accounts() }),
      client.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] }),
    ]);
}

export function useSuspendAccount() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (userId: string) =>
      sendJson('POST', apiPaths.admin.accountAction(userId, 'suspend'), suspendResultSchema, {}),
    onSettled: () => void refresh(),
  });
}

export function useRestoreAccount() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (userId: string) =>
      sendJson('POST', apiPaths.admin.accountAction(userId, 'restore'), accountActionResultSchema),
    onSettled: () => void refresh(),
  });
}

export function useSendPasswordReset() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (userId: string) =>
      sendJson(
        'POST',
        apiPaths.admin.accountAction(userId, 'password-reset'),
        passwordResetSentSchema,
      ),
    onSettled: () => void refresh(),
  });
}

export function useDeleteAccount() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (userId: string) =>
      sendJson('DELETE', apiPaths.admin.account(userId), accountDeletedSchema),
    onSettled: () => void refresh(),
  });
}

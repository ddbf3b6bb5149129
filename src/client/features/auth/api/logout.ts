import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { leaveSignedOut } from '#client/lib/leave-session.ts';

export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      // The next person on this browser must not get this account's reminders; signing out
      // goes ahead even if the push service cannot be reached.
      // Loaded here, not at start: the deck's first load has no use for it.
      await import('#client/lib/push-reminders.ts')
        .then((m) => m.disablePushReminders())
        .catch(() => undefined);
      return apiRequest('POST', apiPaths.auth.logout);
    },
    onSuccess: () => leaveSignedOut(),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { businessEventSchema } from '#shared/schemas/business.ts';
import { adminKeys } from './admin-keys.ts';

export function useRejectBusinessEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessEventId, reason }: { businessEventId: number; reason: string }) =>
      sendJson('POST', apiPaths.admin.rejectBusinessEvent(businessEventId), businessEventSchema, {
        reason,
      }),
    // A failure may mean another admin already decided: the list is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.businessReview() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import type { BusinessEvent, BusinessEventInput } from '#shared/schemas/business.ts';
import { businessKeys } from './business-keys.ts';

export function useCreateBusinessEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessEventInput) =>
      sendJson<BusinessEvent>('POST', '/api/business/events', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.events() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { businessEventSchema, type BusinessEventInput } from '#shared/schemas/business.ts';
import { businessKeys } from './business-keys.ts';

export function useCreateBusinessEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessEventInput) =>
      sendJson('POST', apiPaths.business.events, businessEventSchema, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.events() }),
  });
}

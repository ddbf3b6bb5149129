import { useMutation } from '@tanstack/react-query';
import type { GenerateMockResult } from '#shared/schemas/admin-operations.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { useInvalidateEventData } from './invalidate-event-data.ts';

export function useGenerateMockEvents() {
  const invalidate = useInvalidateEventData();
  return useMutation({
    mutationFn: (count: number) =>
      sendJson<GenerateMockResult>('POST', '/api/events/generate-mock', { count }),
    onSuccess: () => void invalidate(),
  });
}

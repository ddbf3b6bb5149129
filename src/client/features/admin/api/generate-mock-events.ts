import { useMutation } from '@tanstack/react-query';
import { generateMockResultSchema } from '#shared/schemas/admin-operations.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { useInvalidateEventData } from './invalidate-event-data.ts';

export function useGenerateMockEvents() {
  const invalidate = useInvalidateEventData();
  return useMutation({
    mutationFn: (count: number) =>
      sendJson('POST', apiPaths.events.generateMock, generateMockResultSchema, { count }),
    onSuccess: () => void invalidate(),
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';

/**
 * Pays or cancels a test checkout. The page then leaves for the dashboard, which reads the
 * outcome from the server like it does after a real provider.
 */
export function useFinishLocalCheckout(sessionId: string) {
  return useMutation({
    mutationFn: async (outcome: 'complete' | 'cancel') => {
      await apiRequest('POST', `${apiPaths.business.localCheckout(sessionId)}/${outcome}`);
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { leaveSignedOut } from '#client/lib/leave-session.ts';

export function useLogout() {
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSuccess: leaveSignedOut,
  });
}

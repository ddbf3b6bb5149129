import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';

export function useLogout() {
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSuccess: () => {
      // Nothing of this user's may outlive the session on a shared device.
      localStorage.clear();
      sessionStorage.clear();
      window.location.assign('/');
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { currentUserQueryKey } from './get-current-user.ts';

export const DEMO_CREDENTIALS = { username: 'demo', password: 'demo1234' } as const;

export function useDemoLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => sendJson<CurrentUser>('POST', '/api/auth/demo-login', DEMO_CREDENTIALS),
    onSuccess: (user) => {
      // The demo login navigates instead of reloading, so the guard needs the user now.
      queryClient.setQueryData(currentUserQueryKey, user);
      void navigate('/home');
    },
  });
}

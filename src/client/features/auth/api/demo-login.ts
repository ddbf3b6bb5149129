import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { currentUserSchema } from '#shared/schemas/auth.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { currentUserQueryKey } from './get-current-user.ts';
import { paths } from '#client/lib/paths.ts';

export const DEMO_CREDENTIALS = { username: 'demo', password: 'demo1234' } as const;

export function useDemoLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () =>
      sendJson('POST', apiPaths.auth.demoLogin, currentUserSchema, DEMO_CREDENTIALS),
    onSuccess: (user) => {
      // The demo login navigates instead of reloading, so the guard needs the user now.
      queryClient.setQueryData(currentUserQueryKey, user);
      void navigate(paths.home);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { adminLoginResultSchema, type UsernameLoginInput } from '#shared/schemas/auth.ts';
import { ApiError, parseAnswer, sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { currentUserQuery } from './get-current-user.ts';
import { paths } from '#client/lib/paths.ts';

type AdminLoginResult = z.infer<typeof adminLoginResultSchema>;

/** A refusal comes back as 401 with the same {success, error} body, so read it as an answer. */
async function adminLogin(input: UsernameLoginInput): Promise<AdminLoginResult> {
  try {
    return await sendJson('POST', apiPaths.auth.adminLogin, adminLoginResultSchema, input);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      return parseAnswer(adminLoginResultSchema, `POST ${apiPaths.auth.adminLogin}`, err.body);
    }
    throw err;
  }
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: async (result) => {
      if (!result.success) return;
      // The answer carries no user: load it before the admin guard looks.
      await queryClient.fetchQuery({ ...currentUserQuery(), staleTime: 0 });
      // From /admin-login go on to the panel; where this screen stood in for another admin
      // page, the guard now shows that page at its own URL.
      if (pathname === paths.adminLogin) void navigate(paths.admin, { replace: true });
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, LoginInput } from '#shared/schemas/auth.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { reloadAfterSignIn } from './reload-after-sign-in.ts';

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => sendJson<CurrentUser>('POST', '/api/auth/login', input),
    onSuccess: reloadAfterSignIn,
  });
}

import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, RegisterInput } from '#shared/schemas/auth.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { reloadAfterSignIn } from './reload-after-sign-in.ts';

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      sendJson<CurrentUser>('POST', '/api/auth/register', input),
    onSuccess: reloadAfterSignIn,
  });
}

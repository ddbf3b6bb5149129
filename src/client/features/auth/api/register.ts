import { useMutation } from '@tanstack/react-query';
import { currentUserSchema, type RegisterInput } from '#shared/schemas/auth.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { reloadAfterSignIn } from './reload-after-sign-in.ts';

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      sendJson('POST', apiPaths.auth.register, currentUserSchema, input),
    onSuccess: reloadAfterSignIn,
  });
}

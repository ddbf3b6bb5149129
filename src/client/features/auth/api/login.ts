import { useMutation } from '@tanstack/react-query';
import { currentUserSchema, type LoginInput } from '#shared/schemas/auth.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { reloadAfterSignIn } from './reload-after-sign-in.ts';

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) =>
      sendJson('POST', apiPaths.auth.login, currentUserSchema, input),
    onSuccess: reloadAfterSignIn,
  });
}

import { useMutation } from '@tanstack/react-query';
import {
  forgotPasswordResultSchema,
  okSchema,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '#shared/schemas/auth.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      sendJson('POST', apiPaths.auth.forgotPassword, forgotPasswordResultSchema, input),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      sendJson('POST', apiPaths.auth.resetPassword, okSchema, input),
  });
}

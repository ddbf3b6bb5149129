import { loginSchema, type LoginInput } from '#shared/schemas/auth.ts';
import { FormField } from '#client/components/forms/form-field.tsx';
import { FormFailureAlert, reportFormFailure } from '#client/components/forms/form-failure.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { useSchemaForm } from '#client/components/forms/use-schema-form.ts';
import { errorDetail } from '#client/lib/api-client.ts';
import { Link } from 'react-router';
import { paths } from '#client/lib/paths.ts';
import { useLogin } from '../api/login.ts';
import { AuthSubmit, emailField, passwordField } from './auth-fields.tsx';

export function SignInForm() {
  const form = useSchemaForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const login = useLogin();

  function submit(input: LoginInput) {
    login.mutate(input, {
      onError: (err) => reportFormFailure(form, errorDetail(err, 'Failed to login')),
    });
  }

  // Stays busy after success too: the page is about to reload.
  const busy = login.isPending || login.isSuccess;
  return (
    <SchemaForm form={form} onValid={submit} className="flex flex-col gap-4">
      <FormFailureAlert form={form} />
      <FormField form={form} name="email" {...emailField} />
      <FormField
        form={form}
        name="password"
        {...passwordField('current-password')}
        placeholder="Your password"
      />
      <Link
        to={paths.forgotPassword}
        className="-mt-2 self-end rounded text-sm font-semibold text-hot-300 hover:text-hot-400"
      >
        Forgot password?
      </Link>
      <AuthSubmit pending={busy}>Sign In</AuthSubmit>
    </SchemaForm>
  );
}

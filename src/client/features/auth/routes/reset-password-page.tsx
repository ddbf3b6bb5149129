import { Link, useSearchParams } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { resetPasswordSchema, type ResetPasswordInput } from '#shared/schemas/auth.ts';
import { FormField } from '#client/components/forms/form-field.tsx';
import { FormFailureAlert, reportFormFailure } from '#client/components/forms/form-failure.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { useSchemaForm } from '#client/components/forms/use-schema-form.ts';
import { Card } from '#client/components/ui/card.tsx';
import { FormAlert } from '#client/components/ui/form-alert.tsx';
import { errorDetail } from '#client/lib/api-client.ts';
import { paths } from '#client/lib/paths.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { useResetPassword } from '../api/password-reset.ts';
import { AuthSubmit, passwordField } from '../components/auth-fields.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';

const linkClass = 'rounded font-semibold text-hot-300 hover:text-hot-400';

/** The page a reset mail links to: `?token=` plus a new password sets it, once. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useSchemaForm(resetPasswordSchema, { defaultValues: { token, newPassword: '' } });
  const reset = useResetPassword();

  function submit(input: ResetPasswordInput) {
    reset.mutate(input, {
      onError: (err) => reportFormFailure(form, errorDetail(err, 'Could not reset the password')),
    });
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Every device signed in with the old one is signed out."
      footer={
        <Link to={paths.forgotPassword} className={linkClass}>
          Need a new link?
        </Link>
      }
    >
      <Card className="p-5 sm:p-7">
        {reset.isSuccess ? (
          <div role="status" className="flex flex-col items-center gap-3 text-center">
            <CircleCheck aria-hidden className="size-10 text-hot-300" />
            <p className="text-white">Your password is changed.</p>
            <Link to={paths.login} className={linkClass}>
              Sign in with it
            </Link>
          </div>
        ) : token === '' ? (
          <FormAlert message="This reset link is incomplete. Open the link from the mail again, or ask for a new one." />
        ) : (
          <SchemaForm form={form} onValid={submit} className="flex flex-col gap-4">
            <FormFailureAlert form={form} />
            <FormField
              form={form}
              name="newPassword"
              {...passwordField('new-password')}
              label="New password"
              placeholder="At least 6 characters"
            />
            <AuthSubmit pending={reset.isPending}>Set new password</AuthSubmit>
          </SchemaForm>
        )}
      </Card>
    </AuthLayout>
  );
}

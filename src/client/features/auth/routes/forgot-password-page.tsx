import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { forgotPasswordSchema, type ForgotPasswordInput } from '#shared/schemas/auth.ts';
import { FormField } from '#client/components/forms/form-field.tsx';
import { FormFailureAlert, reportFormFailure } from '#client/components/forms/form-failure.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { useSchemaForm } from '#client/components/forms/use-schema-form.ts';
import { Card } from '#client/components/ui/card.tsx';
import { errorDetail } from '#client/lib/api-client.ts';
import { paths } from '#client/lib/paths.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { useForgotPassword } from '../api/password-reset.ts';
import { AuthSubmit, emailField } from '../components/auth-fields.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';

const backToSignIn = (
  <Link to={paths.login} className="rounded font-semibold text-hot-300 hover:text-hot-400">
    Back to sign in
  </Link>
);

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const form = useSchemaForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const request = useForgotPassword();

  function submit(input: ForgotPasswordInput) {
    request.mutate(input, {
      onError: (err) => reportFormFailure(form, errorDetail(err, 'Could not ask for a reset link')),
    });
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we will send you a link to choose a new one."
      footer={backToSignIn}
    >
      <Card className="p-5 sm:p-7">
        {request.data ? (
          <div role="status" className="flex flex-col items-center gap-3 text-center">
            <MailCheck aria-hidden className="size-10 text-hot-300" />
            <p className="text-white">{request.data.message}</p>
          </div>
        ) : (
          <SchemaForm form={form} onValid={submit} className="flex flex-col gap-4">
            <FormFailureAlert form={form} />
            <FormField form={form} name="email" {...emailField} />
            <AuthSubmit pending={request.isPending}>Send reset link</AuthSubmit>
          </SchemaForm>
        )}
      </Card>
    </AuthLayout>
  );
}

import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { usernameLoginSchema, type UsernameLoginInput } from '#shared/schemas/auth.ts';
import { FormField } from '#client/components/forms/form-field.tsx';
import { FormFailureAlert, reportFormFailure } from '#client/components/forms/form-failure.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { useSchemaForm } from '#client/components/forms/use-schema-form.ts';
import { Card } from '#client/components/ui/card.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { useAdminLogin } from '../api/admin-login.ts';
import { AuthSubmit, passwordField } from '../components/auth-fields.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';

export function AdminLoginPage() {
  useDocumentTitle('Admin sign in');
  const form = useSchemaForm(usernameLoginSchema, {
    defaultValues: { username: '', password: '' },
  });
  const adminLogin = useAdminLogin();

  function submit(input: UsernameLoginInput) {
    adminLogin.mutate(input, {
      onSuccess: (result) => {
        if (!result.success) {
          reportFormFailure(form, result.error || 'Invalid admin credentials');
        }
      },
      // The server always answers with {success, error}; a throw means it could not be reached.
      onError: () => reportFormFailure(form, 'Failed to connect to server'),
    });
  }

  const busy = adminLogin.isPending || adminLogin.data?.success === true;
  return (
    <AuthLayout
      title="Admin sign in"
      subtitle="Manage events, uploads and the crawler."
      footer={
        <Link to="/" className="rounded font-semibold text-hot-300 hover:text-hot-400">
          Back to SwipeNYC
        </Link>
      }
    >
      <Card className="p-5 sm:p-7">
        <SchemaForm form={form} onValid={submit} className="flex flex-col gap-4">
          <div className="mb-1 flex items-center gap-3">
            <span className="flex size-11 items-center justify-center rounded-2xl bg-violet-glow/20 text-violet-300">
              <ShieldCheck aria-hidden className="size-5" />
            </span>
            <p className="text-sm text-mist-400">Administrator accounts only.</p>
          </div>
          <FormFailureAlert form={form} />
          <FormField
            form={form}
            name="username"
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <FormField form={form} name="password" {...passwordField('current-password')} />
          <AuthSubmit pending={busy}>Log In</AuthSubmit>
        </SchemaForm>
      </Card>
    </AuthLayout>
  );
}

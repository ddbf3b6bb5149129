import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { usernameLoginSchema } from '#shared/schemas/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { FormAlert } from '#client/components/ui/form-alert.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { toast } from '#client/lib/toast.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { useAdminLogin } from '../api/admin-login.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { fieldErrors } from '../components/field-errors.ts';

export function AdminLoginPage() {
  useDocumentTitle('Admin sign in');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const adminLogin = useAdminLogin();

  function fail(title: string, message: string) {
    setFailure(message);
    toast({ title, description: message, variant: 'error' });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = usernameLoginSchema.safeParse({ username, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    adminLogin.mutate(parsed.data, {
      onSuccess: (result) => {
        if (!result.success) fail('Login Failed', result.error || 'Invalid admin credentials');
      },
      // The server always answers with {success, error}; a throw means it could not be reached.
      onError: () => fail('Login Error', 'Failed to connect to server'),
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
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <div className="mb-1 flex items-center gap-3">
            <span className="flex size-11 items-center justify-center rounded-2xl bg-violet-glow/20 text-violet-300">
              <ShieldCheck aria-hidden className="size-5" />
            </span>
            <p className="text-sm text-mist-400">Administrator accounts only.</p>
          </div>
          <FormAlert message={failure} />
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={errors.username}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <Button type="submit" size="lg" className="mt-1 w-full" pending={busy}>
            Log In
          </Button>
        </form>
      </Card>
    </AuthLayout>
  );
}

import { useState, type FormEvent } from 'react';
import { loginSchema } from '#shared/schemas/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormAlert } from '#client/components/ui/form-alert.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorDetail } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { useLogin } from '../api/login.ts';
import { fieldErrors } from './field-errors.ts';

export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const login = useLogin();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onError: (err) => {
        const message = errorDetail(err, 'Failed to login');
        setFailure(message);
        toast({ title: 'Error', description: message, variant: 'error' });
      },
    });
  }

  // Stays busy after success too: the page is about to reload.
  const busy = login.isPending || login.isSuccess;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={failure} />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        placeholder="you@example.com"
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
        placeholder="Your password"
      />
      <Button type="submit" size="lg" className="mt-1 w-full" pending={busy}>
        Sign In
      </Button>
    </form>
  );
}

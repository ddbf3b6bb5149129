import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, registerSchema } from '#shared/schemas/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormAlert } from '#client/components/ui/form-alert.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorDetail } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { useRegister } from '../api/register.ts';
import { fieldErrors } from './field-errors.ts';

export function SignUpForm() {
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const register = useRegister();

  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = registerSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    register.mutate(parsed.data, {
      onError: (err) => {
        const message = errorDetail(err, 'Failed to create account');
        setFailure(message);
        toast({ title: 'Error', description: message, variant: 'error' });
      },
    });
  }

  const ready = form.email.length > 0 && form.password.length >= PASSWORD_MIN_LENGTH;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={failure} />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={form.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={form.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={form.email}
        onChange={set('email')}
        error={errors.email}
        placeholder="you@example.com"
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        value={form.password}
        onChange={set('password')}
        error={errors.password}
        placeholder={`Choose a password (${PASSWORD_MIN_LENGTH}+ characters)`}
      />
      <Button
        type="submit"
        size="lg"
        className="mt-1 w-full"
        pending={register.isPending || register.isSuccess}
        disabled={!ready}
      >
        Create Account
      </Button>
    </form>
  );
}

import { PASSWORD_MIN_LENGTH, registerSchema, type RegisterInput } from '#shared/schemas/auth.ts';
import { FormField } from '#client/components/forms/form-field.tsx';
import { FormFailureAlert, reportFormFailure } from '#client/components/forms/form-failure.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { useSchemaForm } from '#client/components/forms/use-schema-form.ts';
import { errorDetail } from '#client/lib/api-client.ts';
import { useRegister } from '../api/register.ts';
import { AuthSubmit, emailField, passwordField } from './auth-fields.tsx';

export function SignUpForm() {
  const form = useSchemaForm(registerSchema, {
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const register = useRegister();

  function submit(input: RegisterInput) {
    register.mutate(input, {
      onError: (err) => reportFormFailure(form, errorDetail(err, 'Failed to create account')),
    });
  }

  // Always pressable: a press with something missing says what, beside the field it concerns.
  return (
    <SchemaForm form={form} onValid={submit} className="flex flex-col gap-4">
      <FormFailureAlert form={form} />
      <div className="grid grid-cols-2 gap-3">
        <FormField form={form} name="firstName" label="First name" autoComplete="given-name" />
        <FormField form={form} name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <FormField form={form} name="email" {...emailField} />
      <FormField
        form={form}
        name="password"
        {...passwordField('new-password')}
        minLength={PASSWORD_MIN_LENGTH}
        placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
      />
      <AuthSubmit pending={register.isPending || register.isSuccess}>Create Account</AuthSubmit>
    </SchemaForm>
  );
}

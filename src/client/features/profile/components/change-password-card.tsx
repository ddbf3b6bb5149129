import { KeyRound } from 'lucide-react';
import { changePasswordSchema, type ChangePasswordInput } from '#shared/schemas/auth.ts';
import { FormField } from '#client/components/forms/form-field.tsx';
import { FormFailureAlert, reportFormFailure } from '#client/components/forms/form-failure.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { useSchemaForm } from '#client/components/forms/use-schema-form.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ApiError, errorDetail } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { SettingsCard } from './settings-card.tsx';

const emptyForm: ChangePasswordInput = { currentPassword: '', newPassword: '' };

export function ChangePasswordCard() {
  const form = useSchemaForm(changePasswordSchema, { defaultValues: emptyForm });
  const change = useChangePassword();

  function submit(input: ChangePasswordInput) {
    change.mutate(input, {
      onSuccess: () => {
        form.reset(emptyForm);
        toast({ title: 'Password changed', variant: 'success' });
      },
      onError: (err) => {
        const message = errorDetail(err, 'Failed to change your password. Please try again.');
        // A wrong current password belongs to that field; anything else to the whole form.
        if (err instanceof ApiError && err.status === 400) {
          form.setError('currentPassword', { message }, { shouldFocus: true });
        } else {
          reportFormFailure(form, message);
        }
      },
    });
  }

  return (
    <SettingsCard
      icon={<KeyRound className="size-5" />}
      title="Change password"
      subtitle={<p className="text-sm text-mist-400">Signs you out on every other device.</p>}
    >
      <SchemaForm form={form} onValid={submit} className="flex flex-col gap-3">
        <FormFailureAlert form={form} />
        <FormField
          form={form}
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
        />
        <FormField
          form={form}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          placeholder="6+ characters"
        />
        <Button type="submit" variant="secondary" className="w-full" pending={change.isPending}>
          Change password
        </Button>
      </SchemaForm>
    </SettingsCard>
  );
}

import { useFormState, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { FormAlert } from '#client/components/ui/form-alert.tsx';
import { toast } from '#client/lib/toast.ts';
import type { SchemaFormReturn } from './use-schema-form.ts';

/**
 * A submit the server refused or could not take: said in the form's alert and in a toast. It
 * is kept as the form's root error, which the next submit clears.
 */
export function reportFormFailure<Input extends FieldValues>(
  form: { setError: UseFormSetError<Input> },
  title: string,
  message: string,
): void {
  form.setError('root.server', { message });
  toast({ title, description: message, variant: 'error' });
}

/** The form's alert for the last failed submit. */
export function FormFailureAlert<Input extends FieldValues, Output>({
  form,
}: {
  form: SchemaFormReturn<Input, Output>;
}) {
  const { errors } = useFormState({ control: form.control });
  return <FormAlert message={errors.root?.server?.message ?? null} />;
}

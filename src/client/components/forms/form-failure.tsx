import { useFormState, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { FormAlert } from '#client/components/ui/form-alert.tsx';
import type { SchemaFormReturn } from './use-schema-form.ts';

/**
 * A submit the server refused or could not take: said once, in the form's alert, never again in a
 * toast (docs/product.md#toasts). It is kept as the form's root error, which the next submit clears.
 */
export function reportFormFailure<Input extends FieldValues>(
  form: { setError: UseFormSetError<Input> },
  message: string,
): void {
  form.setError('root.server', { message });
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

import { useFormState, type FieldValues } from 'react-hook-form';
import { FormAlert } from '#client/components/ui/form-alert.tsx';
import type { SchemaFormReturn } from './use-schema-form.ts';

/**
 * The form's alert: a rule about the whole form ("Missing fields: …" and "No Changes: …",
 * zod issues without a path, which the resolver files under the empty name) or the last failed
 * submit.
 */
export function WholeFormAlert<Input extends FieldValues, Output>({
  form,
}: {
  form: SchemaFormReturn<Input, Output>;
}) {
  const { errors } = useFormState({ control: form.control });
  const wholeForm = (errors as Record<string, { message?: unknown } | undefined>)[''];
  const message =
    typeof wholeForm?.message === 'string' ? wholeForm.message : errors.root?.server?.message;
  return <FormAlert message={message ?? null} />;
}

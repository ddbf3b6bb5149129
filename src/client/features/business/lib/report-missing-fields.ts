import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '#client/lib/toast.ts';
import { splitTitledMessage } from './titled-message.ts';

export const REQUIRED = 'Please fill in this field';

/**
 * "Please fill in all required fields" is one message for the whole form (a zod issue without a
 * path, filed under the empty name). Said as a toast, and each required field
 * still empty is marked, the keyboard taken to the first of them.
 */
export function reportMissingFields<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  found: FieldErrors<Input>,
  missingMessage: string,
  required: readonly Path<Input>[],
): void {
  const whole = (found as Record<string, { message?: unknown } | undefined>)[''];
  if (whole?.message !== missingMessage) return;
  toast({ ...splitTitledMessage(missingMessage), variant: 'error' });
  const empty = required.filter((name) => !String(form.getValues(name) ?? '').trim());
  for (const name of empty) form.setError(name, { message: REQUIRED });
  if (empty[0]) form.setFocus(empty[0]);
}

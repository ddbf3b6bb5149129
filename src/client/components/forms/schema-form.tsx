import type { FormHTMLAttributes } from 'react';
import type { FieldValues, SubmitHandler } from 'react-hook-form';
import type { SchemaFormReturn } from './use-schema-form.ts';

interface SchemaFormProps<Input extends FieldValues, Output> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit'
> {
  form: SchemaFormReturn<Input, Output>;
  /** Called only with input the schema accepted; otherwise the first invalid field is focused. */
  onValid: SubmitHandler<Output>;
}

/** The form element: the schema's messages replace the browser's own validation bubbles. */
export function SchemaForm<Input extends FieldValues, Output>({
  form,
  onValid,
  children,
  ...props
}: SchemaFormProps<Input, Output>) {
  return (
    <form {...props} noValidate onSubmit={form.handleSubmit(onValid)}>
      {children}
    </form>
  );
}

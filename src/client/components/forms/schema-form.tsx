import type { FormHTMLAttributes } from 'react';
import type { FieldValues, SubmitErrorHandler, SubmitHandler } from 'react-hook-form';
import type { SchemaFormReturn } from './use-schema-form.ts';

interface SchemaFormProps<Input extends FieldValues, Output> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onInvalid'
> {
  form: SchemaFormReturn<Input, Output>;
  /** Called only with input the schema accepted; otherwise the first invalid field is focused. */
  onValid: SubmitHandler<Output>;
  /** Called with the schema's complaints, for forms that also say them in a toast. */
  onInvalid?: SubmitErrorHandler<Input>;
}

/** The form element: the schema's messages replace the browser's own validation bubbles. */
export function SchemaForm<Input extends FieldValues, Output>({
  form,
  onValid,
  onInvalid,
  children,
  ...props
}: SchemaFormProps<Input, Output>) {
  return (
    <form {...props} noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
      {children}
    </form>
  );
}

import { useFormState, type FieldValues, type Path } from 'react-hook-form';
import { TextField, type TextFieldProps } from '#client/components/ui/text-field.tsx';
import type { SchemaFormReturn } from './use-schema-form.ts';

type FormFieldProps<Input extends FieldValues, Output> = Omit<
  TextFieldProps,
  'form' | 'name' | 'error' | 'ref' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  form: SchemaFormReturn<Input, Output>;
  name: Path<Input>;
};

/** A TextField registered with the form, showing its field's schema message. */
export function FormField<Input extends FieldValues, Output>({
  form,
  name,
  ...props
}: FormFieldProps<Input, Output>) {
  // Subscribing here re-renders this field alone when its error changes.
  const formState = useFormState({ control: form.control, name });
  const { error } = form.getFieldState(name, formState);
  return <TextField {...props} {...form.register(name)} error={error?.message} />;
}

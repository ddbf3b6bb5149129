import { useFormState, type FieldValues, type Path } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from '#client/components/ui/select-field.tsx';
import type { SchemaFormReturn } from './use-schema-form.ts';

type FormSelectFieldProps<Input extends FieldValues, Output> = Omit<
  SelectFieldProps,
  'form' | 'name' | 'error' | 'ref' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  form: SchemaFormReturn<Input, Output>;
  name: Path<Input>;
};

/**
 * A SelectField registered with the form, showing its field's schema message. Registering here,
 * in form order with the other fields, keeps "focus the first invalid field" in that order.
 */
export function FormSelectField<Input extends FieldValues, Output>({
  form,
  name,
  ...props
}: FormSelectFieldProps<Input, Output>) {
  const formState = useFormState({ control: form.control, name });
  const { error } = form.getFieldState(name, formState);
  return <SelectField {...props} {...form.register(name)} error={error?.message} />;
}

import { useId, type ComponentProps } from 'react';
import { clsx } from 'clsx';
import { useFormState, type FieldValues, type Path } from 'react-hook-form';
import type { SchemaFormReturn } from './use-schema-form.ts';

type FormTextAreaProps<Input extends FieldValues, Output> = Omit<
  ComponentProps<'textarea'>,
  'form' | 'name' | 'ref' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  form: SchemaFormReturn<Input, Output>;
  name: Path<Input>;
  label: string;
};

/** A multi-line FormField: same label, border and error wiring as the one-line inputs. */
export function FormTextArea<Input extends FieldValues, Output>({
  form,
  name,
  label,
  className,
  ...props
}: FormTextAreaProps<Input, Output>) {
  const id = useId();
  const formState = useFormState({ control: form.control, name });
  const { error } = form.getFieldState(name, formState);
  const errorId = `${id}-error`;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-mist-300">
        {label}
      </label>
      <textarea
        rows={3}
        {...props}
        {...form.register(name)}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={clsx(
          'min-h-24 w-full resize-y rounded-xl border bg-ink-950/60 px-4 py-3 text-base text-white placeholder:text-mist-500',
          'transition-colors outline-none focus-visible:border-hot-400 focus-visible:ring-2 focus-visible:ring-hot-500/60',
          error ? 'border-pass/70' : 'border-white/10 hover:border-white/20',
        )}
      />
      {error && (
        <p id={errorId} className="text-xs font-medium text-rose-300">
          {error.message}
        </p>
      )}
    </div>
  );
}

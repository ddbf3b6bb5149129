import { useId } from 'react';
import { useWatch, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { FormField } from './form-field.tsx';
import type { SchemaFormReturn } from './use-schema-form.ts';

/** The fields of a form that can make an event all-day and give it a last day. */
export interface EventSpanValues {
  date?: string;
  time?: string;
  allDay?: boolean;
  endDate?: string | null;
}

const field = <Input extends FieldValues>(name: keyof EventSpanValues) => name as Path<Input>;

/** Whether the form's event is all-day now, so the form can hide its time. */
export function useAllDay<Input extends EventSpanValues & FieldValues, Output>(
  form: SchemaFormReturn<Input, Output>,
): boolean {
  return useWatch({ control: form.control, name: field<Input>('allDay') }) === true;
}

interface EventSpanFieldsProps<Input extends EventSpanValues & FieldValues, Output> {
  form: SchemaFormReturn<Input, Output>;
}

/**
 * "All day" and "Last day" (docs/product.md#all-day-events). Turning "All day" on empties the
 * time, which the form then hides: an all-day event has none. The last day may not come before
 * the date, and the schema says so under the field.
 */
export function EventSpanFields<Input extends EventSpanValues & FieldValues, Output>({
  form,
}: EventSpanFieldsProps<Input, Output>) {
  const switchId = useId();
  const helpId = useId();
  const date = useWatch({ control: form.control, name: field<Input>('date') }) as
    string | undefined;
  return (
    <>
      <div className="flex items-center justify-between gap-3 rounded-xl border border-white/10 bg-ink-950/60 px-4 py-3">
        <div className="flex flex-col gap-0.5">
          <label htmlFor={switchId} className="text-sm font-medium text-mist-300">
            All day
          </label>
          <p id={helpId} className="text-xs text-mist-500">
            No start time: open all day
          </p>
        </div>
        {/* A native checkbox shown as a switch: the form registers it like any other field. */}
        <span className="relative inline-flex shrink-0">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            aria-describedby={helpId}
            className="peer h-7 w-12 cursor-pointer appearance-none rounded-full border border-white/12 bg-ink-700 transition-colors outline-none checked:border-transparent checked:bg-brand focus-visible:ring-2 focus-visible:ring-hot-500/60"
            {...form.register(field<Input>('allDay'), {
              onChange: (e: { target: { checked: boolean } }) => {
                if (e.target.checked) {
                  form.setValue(field<Input>('time'), '' as PathValue<Input, Path<Input>>, {
                    shouldDirty: true,
                  });
                }
              },
            })}
          />
          <span
            aria-hidden
            className="pointer-events-none absolute top-1 left-1 size-5 rounded-full bg-white shadow-md transition-transform peer-checked:translate-x-5"
          />
        </span>
      </div>
      <FormField
        form={form}
        name={field<Input>('endDate')}
        label="Last day"
        type="date"
        min={date || undefined}
        hint="For an event over several days; empty means one day"
      />
    </>
  );
}

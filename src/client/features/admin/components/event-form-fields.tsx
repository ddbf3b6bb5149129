import type { FieldValues, Path } from 'react-hook-form';
import { EventSpanFields, useAllDay } from '#client/components/forms/event-span-fields.tsx';
import { FormField } from '#client/components/forms/form-field.tsx';
import { FormTextArea } from '#client/components/forms/form-text-area.tsx';
import type { SchemaFormReturn } from '#client/components/forms/use-schema-form.ts';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { EVENT_TEXT_MAX } from '#shared/schemas/event-input.ts';
import type { CategoryOption } from './category-options.ts';

/** The text every event form has, whatever else its schema takes. */
interface EventTextFields {
  title?: string;
  description?: string;
  date?: string;
  time?: string;
  allDay?: boolean;
  endDate?: string | null;
  venue?: string;
  price?: string;
  category?: string;
  performer?: string;
  sourceUrl?: string;
}

interface EventFormFieldsProps<Input extends EventTextFields & FieldValues, Output> {
  form: SchemaFormReturn<Input, Output>;
  categories: readonly CategoryOption[];
  /** The edit form has it (PUT /api/events/{id} takes it); the manual add form does not. */
  withPerformer?: boolean;
}

/** The event fields shared by Add Event Manually and the event database's Edit dialog. */
export function EventFormFields<Input extends EventTextFields & FieldValues, Output>({
  form,
  categories,
  withPerformer = false,
}: EventFormFieldsProps<Input, Output>) {
  const name = (field: keyof EventTextFields) => field as Path<Input>;
  const allDay = useAllDay(form);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        form={form}
        name={name('title')}
        label="Title"
        required
        maxLength={EVENT_TEXT_MAX.title}
        className="sm:col-span-2"
      />
      <FormTextArea
        form={form}
        name={name('description')}
        label="Description"
        maxLength={EVENT_TEXT_MAX.description}
        className="sm:col-span-2"
      />
      <FormField form={form} name={name('date')} label="Date" type="date" required />
      {/* An all-day event has no time: the switch below says so. */}
      {!allDay && (
        <FormField
          form={form}
          name={name('time')}
          label="Time"
          hint="e.g. 7:00 PM · empty means TBD"
          placeholder="TBD"
          maxLength={40}
        />
      )}
      <EventSpanFields form={form} />
      <FormField
        form={form}
        name={name('venue')}
        label="Venue"
        required
        maxLength={EVENT_TEXT_MAX.venue}
      />
      <FormField
        form={form}
        name={name('price')}
        label="Price"
        hint="e.g. $25 or $15-30 · empty means Free"
        placeholder="Free"
        maxLength={60}
      />
      <SelectField label="Category" {...form.register(name('category'))}>
        {categories.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </SelectField>
      {withPerformer && (
        <FormField
          form={form}
          name={name('performer')}
          label="Performer"
          hint="For music events"
          maxLength={EVENT_TEXT_MAX.short}
        />
      )}
      <FormField
        form={form}
        name={name('sourceUrl')}
        label="Source URL"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="The event's own page; leave empty if there is none"
        maxLength={EVENT_TEXT_MAX.url}
        className="sm:col-span-2"
      />
    </div>
  );
}

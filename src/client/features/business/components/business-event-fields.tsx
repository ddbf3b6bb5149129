import { EventSpanFields, useAllDay } from '#client/components/forms/event-span-fields.tsx';
import { FormField } from '#client/components/forms/form-field.tsx';
import { FormSelectField } from '#client/components/forms/form-select-field.tsx';
import { FormTextArea } from '#client/components/forms/form-text-area.tsx';
import type { SchemaFormReturn } from '#client/components/forms/use-schema-form.ts';
import { categoryChoices } from '#shared/categories.ts';
import type { BusinessEventInput, BusinessEventWrite } from '#shared/schemas/business.ts';
import { EVENT_TEXT_MAX } from '#shared/schemas/event-input.ts';

/** The text of a business event: what the deck card and the dashboard show. */
export function BusinessEventFields({
  form,
}: {
  form: SchemaFormReturn<BusinessEventInput, BusinessEventWrite>;
}) {
  const allDay = useAllDay(form);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        form={form}
        name="title"
        label="Title"
        required
        maxLength={EVENT_TEXT_MAX.title}
        className="sm:col-span-2"
      />
      <FormField form={form} name="date" label="Date" type="date" required />
      {/* An all-day event has no time: the switch below says so. */}
      {!allDay && <FormField form={form} name="time" label="Time" type="time" required />}
      <EventSpanFields form={form} />
      <FormField
        form={form}
        name="venue"
        label="Venue"
        required
        maxLength={EVENT_TEXT_MAX.venue}
        autoComplete="organization"
      />
      <FormSelectField form={form} name="category" label="Category">
        <option value="">Choose a category</option>
        {categoryChoices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </FormSelectField>
      <FormField
        form={form}
        name="price"
        label="Price"
        hint="As you want it shown, e.g. Free, $25 or $15-30"
        maxLength={60}
      />
      <FormField
        form={form}
        name="sourceUrl"
        label="Event page URL"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="Where people get tickets or details (optional)"
        maxLength={EVENT_TEXT_MAX.url}
      />
      <FormTextArea
        form={form}
        name="description"
        label="Description"
        maxLength={EVENT_TEXT_MAX.description}
        className="sm:col-span-2"
      />
    </div>
  );
}

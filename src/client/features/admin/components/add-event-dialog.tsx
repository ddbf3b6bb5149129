import { reportFormFailure } from '#client/components/forms/form-failure.tsx';
import { useEventImageUpload } from '#client/components/forms/event-image-fields.tsx';
import {
  NewEventDialog,
  NewEventForm,
  type DialogOpenProps,
  type NewEventFormHost,
} from '#client/components/forms/new-event-dialog.tsx';
import { useSchemaForm } from '#client/components/forms/use-schema-form.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { categoryChoices } from '#shared/categories.ts';
import {
  createEventSchema,
  type CreateEvent,
  type CreateEventInput,
} from '#shared/schemas/event-input.ts';
import { useCreateEvent } from '../api/create-event.ts';
import { uploadImage } from '../api/upload-image.ts';
import { EventFormFields } from './event-form-fields.tsx';

export const CREATE_FAILED = 'Failed to create event. Please try again.';

// Category "other" unless chosen; time, price and links empty (TBD, Free, none); one day.
const blank = {
  title: '',
  description: '',
  date: '',
  time: '',
  allDay: false,
  endDate: '',
  venue: '',
  price: '',
  category: 'other',
  imageUrl: '',
  sourceUrl: '',
};

/** The server's own reason when it refused the event (a 4xx), else the general message. */
function createFailure(err: unknown): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.detail) {
    return err.detail;
  }
  return CREATE_FAILED;
}

/** Add Event Manually, opened from the crawler page. */
export function AddEventDialog(props: DialogOpenProps) {
  const create = useCreateEvent();
  return (
    <NewEventDialog
      {...props}
      title="Add Event Manually"
      description="Title, date and venue are required. An empty time reads TBD and an empty price Free."
      create={create}
      form={AddEventForm}
    />
  );
}

function AddEventForm({ create, onDone }: NewEventFormHost<ReturnType<typeof useCreateEvent>>) {
  const form = useSchemaForm<CreateEventInput, CreateEvent>(createEventSchema, {
    defaultValues: blank,
  });
  const image = useEventImageUpload(form, uploadImage);

  return (
    <NewEventForm
      form={form}
      image={image}
      create={create}
      created={(event) => event.title}
      onFailed={(err) => reportFormFailure(form, createFailure(err))}
      onDone={onDone}
      saveLabel="Create event"
    >
      <EventFormFields form={form} categories={categoryChoices} />
    </NewEventForm>
  );
}

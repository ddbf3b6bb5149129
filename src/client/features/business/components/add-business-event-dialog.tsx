import { useEventImageUpload } from '#client/components/forms/event-image-fields.tsx';
import {
  NewEventDialog,
  NewEventForm,
  type DialogOpenProps,
  type NewEventFormHost,
} from '#client/components/forms/new-event-dialog.tsx';
import { useSchemaForm } from '#client/components/forms/use-schema-form.ts';
import { errorDetail } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import {
  businessEventInputSchema,
  MISSING_BUSINESS_EVENT_FIELDS,
  type BusinessEventInput,
  type BusinessEventWrite,
} from '#shared/schemas/business.ts';
import { useCreateBusinessEvent } from '../api/create-business-event.ts';
import { uploadBusinessImage } from '../api/upload-business-image.ts';
import { reportMissingFields } from '../lib/report-missing-fields.ts';
import { splitTitledMessage } from '../lib/titled-message.ts';
import { BusinessEventFields } from './business-event-fields.tsx';

export const CREATE_FAILED = 'Failed to create event';

const blank: BusinessEventInput = {
  title: '',
  description: '',
  date: '',
  time: '',
  allDay: false,
  endDate: '',
  venue: '',
  price: '',
  category: '',
  imageUrl: '',
  sourceUrl: '',
};

/** An all-day event needs no time: its field is hidden then. */
const requiredFields = (allDay: boolean) =>
  allDay ? (['title', 'date', 'venue'] as const) : (['title', 'date', 'time', 'venue'] as const);

/** "Add New Event": the event is saved unpaid, waiting for its $5 fee. */
export function AddBusinessEventDialog(props: DialogOpenProps) {
  const create = useCreateBusinessEvent();
  return (
    <NewEventDialog
      {...props}
      title="Add New Event"
      description="Title, date, venue and a time (or All day) are required. After saving, pay $5 to send it for review."
      create={create}
      form={AddEventForm}
    />
  );
}

function AddEventForm({
  create,
  onDone,
}: NewEventFormHost<ReturnType<typeof useCreateBusinessEvent>>) {
  const form = useSchemaForm<BusinessEventInput, BusinessEventWrite>(businessEventInputSchema, {
    defaultValues: blank,
  });
  const image = useEventImageUpload(form, uploadBusinessImage, () =>
    toast({
      title: 'Image upload failed',
      description: 'Using default image instead',
      variant: 'error',
    }),
  );

  function failed(err: Error) {
    const message = errorDetail(err, CREATE_FAILED);
    form.setError('root.server', { message });
    toast(
      message === MISSING_BUSINESS_EVENT_FIELDS
        ? { ...splitTitledMessage(message), variant: 'error' }
        : { title: 'Error', description: message, variant: 'error' },
    );
  }

  return (
    <NewEventForm
      form={form}
      image={image}
      onInvalid={(found) =>
        reportMissingFields(
          form,
          found,
          MISSING_BUSINESS_EVENT_FIELDS,
          requiredFields(form.getValues('allDay') === true),
        )
      }
      create={create}
      created={(event) => `“${event.title}” is pending payment. Pay $5 to send it for review.`}
      onFailed={failed}
      onDone={onDone}
      saveLabel="Save event"
    >
      <BusinessEventFields form={form} />
    </NewEventForm>
  );
}

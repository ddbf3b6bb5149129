import {
  EventImageFields,
  ImageUploadPending,
  useEventImageUpload,
} from '#client/components/forms/event-image-fields.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { useSchemaForm } from '#client/components/forms/use-schema-form.ts';
import { WholeFormAlert } from '#client/components/forms/whole-form-alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { DialogActions, FormDialog } from '#client/components/ui/form-dialog.tsx';
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
  venue: '',
  price: '',
  category: '',
  imageUrl: '',
  sourceUrl: '',
};

const requiredFields = ['title', 'date', 'time', 'venue'] as const;

interface AddBusinessEventDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Add New Event": the event is saved unpaid, waiting for its $5 fee. */
export function AddBusinessEventDialog({ open, onOpenChange }: AddBusinessEventDialogProps) {
  const create = useCreateBusinessEvent();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add New Event"
      description="Title, date, time and venue are required. After saving, pay $5 to send it for review."
      busy={create.isPending}
      wide
    >
      {/* Mounted only while open: each opening starts blank, and closing cancels an upload. */}
      {open && <AddEventForm create={create} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

interface AddEventFormProps {
  create: ReturnType<typeof useCreateBusinessEvent>;
  onDone: () => void;
}

function AddEventForm({ create, onDone }: AddEventFormProps) {
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
  const uploading = image.state.status === 'uploading';

  function save() {
    // The typed text goes up, not the parsed output: the server parses it with the same schema.
    create.mutate(form.getValues(), {
      onSuccess: (event) => {
        toast({
          title: 'Event Created',
          description: `“${event.title}” is pending payment. Pay $5 to send it for review.`,
          variant: 'success',
        });
        onDone();
      },
      onError: (err) => {
        const message = errorDetail(err, CREATE_FAILED);
        form.setError('root.server', { message });
        toast(
          message === MISSING_BUSINESS_EVENT_FIELDS
            ? { ...splitTitledMessage(message), variant: 'error' }
            : { title: 'Error', description: message, variant: 'error' },
        );
      },
    });
  }

  return (
    <SchemaForm
      form={form}
      onValid={save}
      onInvalid={(found) =>
        reportMissingFields(form, found, MISSING_BUSINESS_EVENT_FIELDS, requiredFields)
      }
      className="flex flex-col gap-5"
    >
      <BusinessEventFields form={form} />
      <EventImageFields form={form} image={image} />
      <DialogActions alert={<WholeFormAlert form={form} />}>
        <ImageUploadPending image={image} />
        <Button variant="secondary" disabled={create.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" pending={create.isPending} disabled={uploading}>
          Save event
        </Button>
      </DialogActions>
    </SchemaForm>
  );
}

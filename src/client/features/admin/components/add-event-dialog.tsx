import { reportFormFailure } from '#client/components/forms/form-failure.tsx';
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
import { ApiError } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { manualEventCategories } from '#shared/categories.ts';
import {
  createEventSchema,
  type CreateEvent,
  type CreateEventInput,
} from '#shared/schemas/event-input.ts';
import { useCreateEvent } from '../api/create-event.ts';
import { uploadImage } from '../api/upload-image.ts';
import { categoryOptions } from './category-options.ts';
import { EventFormFields } from './event-form-fields.tsx';

export const CREATE_FAILED = 'Failed to create event. Please try again.';

const choices = categoryOptions(manualEventCategories);

// Category "other" unless chosen; time, price and links empty (TBD, Free, none).
const blank = {
  title: '',
  description: '',
  date: '',
  time: '',
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

interface AddEventDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add Event Manually, opened from the crawler page. */
export function AddEventDialog({ open, onOpenChange }: AddEventDialogProps) {
  const create = useCreateEvent();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Event Manually"
      description="Title, date and venue are required. An empty time reads TBD and an empty price Free."
      busy={create.isPending}
      wide
    >
      {/* Mounted only while open: each opening starts blank, and closing cancels an upload. */}
      {open && <AddEventForm create={create} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

interface AddEventFormProps {
  create: ReturnType<typeof useCreateEvent>;
  onDone: () => void;
}

function AddEventForm({ create, onDone }: AddEventFormProps) {
  const form = useSchemaForm<CreateEventInput, CreateEvent>(createEventSchema, {
    defaultValues: blank,
  });
  const image = useEventImageUpload(form, uploadImage);
  const uploading = image.state.status === 'uploading';

  function save() {
    // The typed text goes up, not the parsed output: the server parses it with the same schema.
    create.mutate(form.getValues(), {
      onSuccess: (event) => {
        toast({ title: 'Event Created', description: event.title, variant: 'success' });
        onDone();
      },
      onError: (err) => reportFormFailure(form, 'Error', createFailure(err)),
    });
  }

  return (
    <SchemaForm form={form} onValid={save} className="flex flex-col gap-5">
      <EventFormFields form={form} categories={choices} />
      <EventImageFields form={form} image={image} />
      <DialogActions alert={<WholeFormAlert form={form} />}>
        <ImageUploadPending image={image} />
        <Button variant="secondary" disabled={create.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" pending={create.isPending} disabled={uploading}>
          Create event
        </Button>
      </DialogActions>
    </SchemaForm>
  );
}

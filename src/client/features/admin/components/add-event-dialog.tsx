import { useWatch } from 'react-hook-form';
import { FormField } from '#client/components/forms/form-field.tsx';
import { ImageUploadField } from '#client/components/forms/image-upload-field.tsx';
import { reportFormFailure } from '#client/components/forms/form-failure.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { useSchemaForm } from '#client/components/forms/use-schema-form.ts';
import { useImageUpload } from '#client/components/forms/use-image-upload.ts';
import { WholeFormAlert } from '#client/components/forms/whole-form-alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { DialogActions, FormDialog } from '#client/components/ui/form-dialog.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { manualEventCategories } from '#shared/categories.ts';
import {
  createEventSchema,
  EVENT_TEXT_MAX,
  type CreateEvent,
  type CreateEventInput,
} from '#shared/schemas/event-input.ts';
import { useCreateEvent } from '../api/create-event.ts';
import { uploadImage } from '../api/upload-image.ts';
import { categoryOptions } from './category-options.ts';
import { EventFormFields } from './event-form-fields.tsx';

export const CREATE_FAILED = 'Failed to create event. Please try again.';

const choices = categoryOptions(manualEventCategories);

// SPEC §5: category "other" unless chosen; time, price and links empty (TBD, Free, none).
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

/** The server's own reason when it refused the event (a 4xx), else SPEC's message. */
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
  const image = useImageUpload({
    upload: uploadImage,
    onUploaded: (result) =>
      form.setValue('imageUrl', result?.imageUrl ?? '', { shouldDirty: true }),
  });
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' });
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
      <div className="flex flex-col gap-4 rounded-2xl border border-white/8 bg-ink-950/30 p-4">
        <ImageUploadField
          state={image.state}
          inUse={image.state.status === 'done' && image.state.result.imageUrl === imageUrl}
          onPick={image.upload}
          onRemove={image.remove}
        />
        <FormField
          form={form}
          name="imageUrl"
          label="Image URL"
          hint="Or link an image on the web. Without one, the category's default image is used."
          placeholder="https://"
          inputMode="url"
          maxLength={EVENT_TEXT_MAX.url}
        />
      </div>
      <DialogActions alert={<WholeFormAlert form={form} />}>
        {uploading && (
          <p role="status" className="text-sm text-mist-400 sm:mr-auto">
            Waiting for the image to finish uploading…
          </p>
        )}
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

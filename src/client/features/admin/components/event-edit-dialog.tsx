import { reportFormFailure } from '#client/components/forms/form-failure.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { useSchemaForm } from '#client/components/forms/use-schema-form.ts';
import { WholeFormAlert } from '#client/components/forms/whole-form-alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { DialogActions, FormDialog } from '#client/components/ui/form-dialog.tsx';
import { toast } from '#client/lib/toast.ts';
import type { EventDatabaseRow } from '#shared/schemas/event-database.ts';
import {
  updateEventSchema,
  type UpdateEvent,
  type UpdateEventInput,
} from '#shared/schemas/event-input.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import { categoryOptionsWith } from './category-options.ts';
import { EventFormFields } from './event-form-fields.tsx';

export const UPDATE_FAILED = 'Failed to update event. Please try again.';

type EditValues = Required<
  Pick<
    UpdateEventInput,
    | 'title'
    | 'description'
    | 'date'
    | 'time'
    | 'allDay'
    | 'endDate'
    | 'venue'
    | 'price'
    | 'category'
    | 'performer'
    | 'sourceUrl'
  >
>;

function valuesOf(event: EventDatabaseRow): EditValues {
  return {
    title: event.title,
    description: event.description,
    date: event.date,
    // An all-day event's time is "All day"; the switch says it, and the hidden time stays empty.
    time: event.allDay ? '' : event.time,
    allDay: event.allDay,
    // A last day on the date itself is a one-day event: the field shows it empty.
    endDate: event.endDate && event.endDate > event.date ? event.endDate : '',
    venue: event.venue,
    price: event.price,
    category: event.category,
    performer: event.performer ?? '',
    sourceUrl: event.sourceUrl ?? '',
  };
}

interface EventEditDialogProps {
  /** The event being edited; null when the dialog is closed. */
  event: EventDatabaseRow | null;
  onClose: () => void;
}

export function EventEditDialog({ event, onClose }: EventEditDialogProps) {
  const update = useUpdateEvent();
  return (
    <FormDialog
      open={event !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit Event"
      description={event ? `Event #${event.id}. Title, date and venue are required.` : ''}
      busy={update.isPending}
      wide
    >
      {/* Keyed by the event, so each opening starts from that event's saved values. */}
      {event && <EditEventForm key={event.id} event={event} update={update} onClose={onClose} />}
    </FormDialog>
  );
}

interface EditEventFormProps {
  event: EventDatabaseRow;
  update: ReturnType<typeof useUpdateEvent>;
  onClose: () => void;
}

function EditEventForm({ event, update, onClose }: EditEventFormProps) {
  const form = useSchemaForm<UpdateEventInput, UpdateEvent>(updateEventSchema, {
    defaultValues: valuesOf(event),
  });

  function save() {
    // The typed text goes up, not the parsed output: the server parses it with the same schema.
    update.mutate(
      { id: event.id, changes: form.getValues() },
      {
        onSuccess: (saved) => {
          toast({ title: 'Event Updated', description: saved.title, variant: 'success' });
          onClose();
        },
        onError: () => reportFormFailure(form, UPDATE_FAILED),
      },
    );
  }

  return (
    <SchemaForm form={form} onValid={save} className="flex flex-col gap-5">
      <EventFormFields form={form} categories={categoryOptionsWith(event.category)} withPerformer />
      <DialogActions alert={<WholeFormAlert form={form} />}>
        <Button variant="secondary" disabled={update.isPending} onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" pending={update.isPending}>
          Save changes
        </Button>
      </DialogActions>
    </SchemaForm>
  );
}

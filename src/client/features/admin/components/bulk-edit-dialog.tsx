import type { z } from 'zod';
import { FormField } from '#client/components/forms/form-field.tsx';
import { reportFormFailure } from '#client/components/forms/form-failure.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { useSchemaForm } from '#client/components/forms/use-schema-form.ts';
import { WholeFormAlert } from '#client/components/forms/whole-form-alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { DialogActions, FormDialog } from '#client/components/ui/form-dialog.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { toast } from '#client/lib/toast.ts';
import { categoryChoices } from '#shared/categories.ts';
import { bulkEditSchema, EVENT_TEXT_MAX, type BulkEditInput } from '#shared/schemas/event-input.ts';
import { useBulkEditEvents } from '../api/bulk-edit-events.ts';

export const BULK_UPDATE_FAILED = 'Failed to update events. Please try again.';

interface BulkEditDialogProps {
  open: boolean;
  eventIds: number[];
  onClose: () => void;
  /** The events were changed: the selection has served its purpose. */
  onDone: () => void;
}

const plural = (n: number) => `${n} ${n === 1 ? 'event' : 'events'}`;

export function BulkEditDialog({ open, eventIds, onClose, onDone }: BulkEditDialogProps) {
  const edit = useBulkEditEvents();
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Edit Selected Events"
      description={`Changes apply to all ${plural(eventIds.length)} selected. Fields left empty stay as they are.`}
      busy={edit.isPending}
    >
      {open && <BulkEditForm eventIds={eventIds} edit={edit} onClose={onClose} onDone={onDone} />}
    </FormDialog>
  );
}

interface BulkEditFormProps extends Omit<BulkEditDialogProps, 'open'> {
  edit: ReturnType<typeof useBulkEditEvents>;
}

function BulkEditForm({ eventIds, edit, onClose, onDone }: BulkEditFormProps) {
  const form = useSchemaForm<BulkEditInput, z.output<typeof bulkEditSchema>>(bulkEditSchema, {
    defaultValues: { eventIds, updates: { category: '', venue: '', price: '' } },
  });

  return (
    <SchemaForm
      form={form}
      // The parsed body leaves out empty fields: they are not sent.
      onValid={(body) =>
        edit.mutate(body, {
          onSuccess: ({ updatedCount }) => {
            toast({
              title: 'Events Updated',
              description: `${plural(updatedCount)} updated.`,
              variant: 'success',
            });
            onDone();
          },
          onError: () => reportFormFailure(form, BULK_UPDATE_FAILED),
        })
      }
      className="flex flex-col gap-4"
    >
      <SelectField label="Category" {...form.register('updates.category')}>
        <option value="">Keep each event’s category</option>
        {categoryChoices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </SelectField>
      <FormField
        form={form}
        name="updates.venue"
        label="Venue"
        placeholder="Keep each event’s venue"
        maxLength={EVENT_TEXT_MAX.venue}
      />
      <FormField
        form={form}
        name="updates.price"
        label="Price"
        placeholder="Keep each event’s price"
        maxLength={60}
      />
      <DialogActions alert={<WholeFormAlert form={form} />}>
        <Button variant="secondary" disabled={edit.isPending} onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" pending={edit.isPending}>
          Update {plural(eventIds.length)}
        </Button>
      </DialogActions>
    </SchemaForm>
  );
}

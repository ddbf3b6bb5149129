import { FormTextArea } from '#client/components/forms/form-text-area.tsx';
import { reportFormFailure } from '#client/components/forms/form-failure.tsx';
import { SchemaForm } from '#client/components/forms/schema-form.tsx';
import { useSchemaForm } from '#client/components/forms/use-schema-form.ts';
import { WholeFormAlert } from '#client/components/forms/whole-form-alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { DialogActions, FormDialog } from '#client/components/ui/form-dialog.tsx';
import { toast } from '#client/lib/toast.ts';
import {
  REJECTION_REASON_MAX,
  rejectBusinessEventSchema,
  type BusinessReviewItem,
} from '#shared/schemas/business.ts';
import { useRejectBusinessEvent } from '../api/reject-business-event.ts';
import { reviewFailure } from './review-failure.ts';

export const REJECT_FAILED = 'Failed to reject event. Please try again.';

interface RejectBusinessEventDialogProps {
  item: BusinessReviewItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks why: the business sees the reason on its dashboard. */
export function RejectBusinessEventDialog({
  item,
  open,
  onOpenChange,
}: RejectBusinessEventDialogProps) {
  const reject = useRejectBusinessEvent();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reject this event?"
      description={`“${item.title}” by ${item.companyName} will not be published. The business sees your reason.`}
      busy={reject.isPending}
    >
      {open && <RejectForm item={item} reject={reject} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

interface RejectFormProps {
  item: BusinessReviewItem;
  reject: ReturnType<typeof useRejectBusinessEvent>;
  onDone: () => void;
}

function RejectForm({ item, reject, onDone }: RejectFormProps) {
  const form = useSchemaForm(rejectBusinessEventSchema, { defaultValues: { reason: '' } });

  return (
    <SchemaForm
      form={form}
      onValid={({ reason }) =>
        reject.mutate(
          { businessEventId: item.id, reason },
          {
            onSuccess: () => {
              toast({ title: 'Event rejected', description: item.title, variant: 'success' });
              onDone();
            },
            onError: (err) => reportFormFailure(form, reviewFailure(err, REJECT_FAILED)),
          },
        )
      }
      className="flex flex-col gap-5"
    >
      <FormTextArea
        form={form}
        name="reason"
        label="Reason"
        maxLength={REJECTION_REASON_MAX}
        placeholder="e.g. The date has passed, or the listing is not an event."
        required
      />
      <DialogActions alert={<WholeFormAlert form={form} />}>
        <Button variant="secondary" disabled={reject.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" pending={reject.isPending}>
          Reject event
        </Button>
      </DialogActions>
    </SchemaForm>
  );
}

import { useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { WarningActions, WarningDialog } from '#client/components/ui/warning-dialog.tsx';

interface ConfirmDialogProps {
  /** The control that opens the dialog. */
  trigger: ReactElement;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /**
   * The confirmed action. The dialog stays open, its button busy, until this settles; the
   * caller reports success or failure itself, so a rejection only closes the dialog.
   */
  onConfirm: () => Promise<unknown>;
}

/** Asks before an admin action that deletes data. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // Already reported by the caller's mutation.
    } finally {
      setPending(false);
      setOpen(false);
    }
  }

  return (
    <WarningDialog
      open={open}
      onOpenChange={(next) => !pending && setOpen(next)}
      trigger={trigger}
      title={title}
      description={description}
    >
      <WarningActions pending={pending}>
        <Button variant="danger" pending={pending} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </WarningActions>
    </WarningDialog>
  );
}

import { Ban, KeyRound, RotateCcw, Trash2 } from 'lucide-react';
import type { AdminAccount } from '#shared/schemas/admin-accounts.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorDetail } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import {
  useDeleteAccount,
  useRestoreAccount,
  useSendPasswordReset,
  useSuspendAccount,
} from '../api/account-actions.ts';
import { plural } from './admin-format.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

const failed = (title: string) => (err: unknown) =>
  toast({ title, description: errorDetail(err, 'Please try again.'), variant: 'error' });

/** Suspend or restore, send a reset link, delete: the destructive ones ask first. */
export function AccountActions({ account }: { account: AdminAccount }) {
  const suspend = useSuspendAccount();
  const restore = useRestoreAccount();
  const reset = useSendPasswordReset();
  const remove = useDeleteAccount();
  const who = account.email;

  return (
    <div className="flex flex-wrap gap-2">
      {account.suspended ? (
        <Button
          variant="secondary"
          size="sm"
          pending={restore.isPending}
          aria-label={`Restore ${who}`}
          onClick={() =>
            restore.mutate(account.id, {
              onSuccess: () =>
                toast({
                  title: 'Account restored',
                  description: `${who} can sign in again.`,
                  variant: 'success',
                }),
              onError: failed('Could not restore the account'),
            })
          }
        >
          <RotateCcw aria-hidden className="size-4" />
          Restore
        </Button>
      ) : (
        <ConfirmDialog
          trigger={
            <Button variant="danger" size="sm" aria-label={`Suspend ${who}`}>
              <Ban aria-hidden className="size-4" />
              Suspend
            </Button>
          }
          title="Suspend this account?"
          description={`${who} is signed out everywhere at once and cannot sign in until restored. Their live business events leave the deck.`}
          confirmLabel="Suspend account"
          onConfirm={() =>
            suspend.mutateAsync(account.id, {
              onSuccess: (result) =>
                toast({
                  title: 'Account suspended',
                  description: `${plural(result.sessionsRevoked, 'session')} ended, ${plural(result.eventsUnpublished, 'event')} taken off the deck.`,
                  variant: 'success',
                }),
              onError: failed('Could not suspend the account'),
            })
          }
        />
      )}
      {!account.isDemo && (
        <Button
          variant="secondary"
          size="sm"
          pending={reset.isPending}
          aria-label={`Send a password reset to ${who}`}
          onClick={() =>
            reset.mutate(account.id, {
              onSuccess: (result) =>
                toast({
                  title: 'Reset link sent',
                  description: result.message,
                  variant: 'success',
                }),
              onError: failed('Could not send the reset link'),
            })
          }
        >
          <KeyRound aria-hidden className="size-4" />
          Send reset
        </Button>
      )}
      {!account.isDemo && (
        <ConfirmDialog
          trigger={
            <Button variant="danger" size="sm" aria-label={`Delete ${who}`}>
              <Trash2 aria-hidden className="size-4" />
              Delete
            </Button>
          }
          title="Delete this account?"
          description={`${who} and everything it owns (swipes, settings, business account and its events) are deleted. Payment records stay for the books. This cannot be undone.`}
          confirmLabel="Delete account"
          onConfirm={() =>
            remove.mutateAsync(account.id, {
              onSuccess: () =>
                toast({ title: 'Account deleted', description: who, variant: 'success' }),
              onError: failed('Could not delete the account'),
            })
          }
        />
      )}
    </div>
  );
}

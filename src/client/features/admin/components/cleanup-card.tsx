import { Eraser } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { FormAlert } from '#client/components/ui/form-alert.tsx';
import { toast } from '#client/lib/toast.ts';
import { useRunCleanup } from '../api/run-cleanup.ts';
import { plural } from './admin-format.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { CountTiles } from './count-tiles.tsx';

/** Runs the hourly cleanup now and shows what it removed. */
export function CleanupCard() {
  const cleanup = useRunCleanup();
  const result = cleanup.data;

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div>
        <h3 className="flex items-center gap-2 font-bold text-white">
          <Eraser aria-hidden className="size-5 text-sky-300" />
          Run cleanup
        </h3>
        <p className="mt-1 text-sm text-mist-400">
          Removes events that have started (New York time) and events every swiper passed, with
          their swipes. Also runs every hour.
        </p>
      </div>
      {result && (
        <div role="status" className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-emerald-200">Last run removed:</p>
          <CountTiles
            className="sm:grid-cols-3"
            tiles={[
              { label: 'Expired events', value: result.expiredEvents },
              { label: 'Passed events', value: result.passedEvents },
              { label: 'Swipe records', value: result.expiredUserEvents },
            ]}
          />
        </div>
      )}
      <FormAlert message={cleanup.isError ? 'Failed to run cleanup' : null} />
      <ConfirmDialog
        trigger={
          <Button variant="secondary" className="mt-auto">
            <Eraser aria-hidden className="size-4" />
            Run cleanup
          </Button>
        }
        title="Run cleanup now?"
        description="Expired events and events every swiper passed are deleted, with their swipe records. This cannot be undone."
        confirmLabel="Run cleanup"
        onConfirm={() =>
          cleanup.mutateAsync(undefined, {
            onSuccess: (r) =>
              toast({
                title: 'Cleanup complete',
                description: `Removed ${plural(r.expiredEvents, 'expired event')}, ${plural(r.passedEvents, 'passed event')} and ${plural(r.expiredUserEvents, 'swipe record')}.`,
                variant: 'success',
              }),
            onError: () =>
              toast({ title: 'Error', description: 'Failed to run cleanup', variant: 'error' }),
          })
        }
      />
    </Card>
  );
}

import { RefreshCw } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

/** When the session check itself fails (server down, network gone), offer a retry. */
export function SessionError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold text-white">We can’t reach SwipeNYC right now</h1>
      <p className="max-w-sm text-mist-400">Check your connection and try again in a moment.</p>
      <Button variant="secondary" onClick={onRetry} pending={retrying}>
        <RefreshCw aria-hidden className="size-4" />
        Try again
      </Button>
    </div>
  );
}

import { RetryScreen } from '#client/components/retry-notice.tsx';

/** When the session check itself fails (server down, network gone), offer a retry. */
export function SessionError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <RetryScreen
      fullPage
      title="We can’t reach SwipeNYC right now"
      onRetry={onRetry}
      retrying={retrying}
    >
      Check your connection and try again in a moment.
    </RetryScreen>
  );
}

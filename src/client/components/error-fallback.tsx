import { isChunkLoadError } from '#client/lib/chunk-error.ts';
import type { FallbackProps } from './error-boundary.tsx';
import { RetryScreen } from './retry-notice.tsx';

/**
 * What an error boundary shows. Trying again renders the part afresh; a page whose code failed
 * to load stays failed (React.lazy keeps the failure), so that case offers a reload instead.
 */
export function ErrorFallback({ error, reset, fullPage }: FallbackProps & { fullPage?: boolean }) {
  if (isChunkLoadError(error)) {
    return (
      <RetryScreen
        title="This page couldn’t load"
        retryLabel="Reload"
        onRetry={() => window.location.reload()}
        fullPage={fullPage}
      >
        SwipeNYC may have been updated since you opened it. Reload to get the latest version.
      </RetryScreen>
    );
  }
  return (
    <RetryScreen title="Something went wrong" onRetry={reset} fullPage={fullPage}>
      This page ran into a problem. Try again, or come back in a moment.
    </RetryScreen>
  );
}

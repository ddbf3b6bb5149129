import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { RefreshCw } from 'lucide-react';
import { Button } from './ui/button.tsx';
import { Notice } from './ui/notice.tsx';

interface RetryNoticeProps {
  /** What could not be done, in a sentence. */
  children: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
  /** "Try again" unless another action fits better (a reload after a deploy). */
  retryLabel?: string;
  className?: string;
}

/** Something failed to load: says so, announced as it appears, with one button to try again. */
export function RetryNotice({
  children,
  onRetry,
  retrying = false,
  retryLabel = 'Try again',
  className,
}: RetryNoticeProps) {
  return (
    <Notice
      tone="warning"
      role="alert"
      className={className}
      actions={
        <Button variant="secondary" size="sm" onClick={onRetry} pending={retrying}>
          {!retrying && <RefreshCw aria-hidden className="size-4" />}
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Notice>
  );
}

interface RetryScreenProps extends RetryNoticeProps {
  title: string;
  /** Fills the window, for failures with no page frame around them. */
  fullPage?: boolean;
}

/** A whole page (or the page area of a frame) given over to a failure and its retry. */
export function RetryScreen({ title, fullPage = false, ...notice }: RetryScreenProps) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center justify-center gap-4 px-6 text-center',
        fullPage ? 'min-h-dvh' : 'flex-1 py-16',
      )}
    >
      <h1 className="text-2xl font-bold text-white">{title}</h1>
      <RetryNotice {...notice} className="max-w-sm text-left" />
    </div>
  );
}

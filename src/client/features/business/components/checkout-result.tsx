import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Loader2, X } from 'lucide-react';
import type { BusinessEvent } from '#shared/schemas/business.ts';
import { businessKeys } from '../api/business-keys.ts';
import { useCheckoutStatus } from '../api/get-checkout-status.ts';
import { CONFIRM_WINDOW_MS, type CheckoutReturn } from '../lib/checkout-return.ts';

type Tone = 'success' | 'pending' | 'warning';

const tones: Record<Tone, string> = {
  success: 'border-love/40 bg-love/10 text-emerald-50',
  pending: 'border-maybe/35 bg-maybe/8 text-sky-50',
  warning: 'border-ember-500/40 bg-ember-500/10 text-orange-50',
};

const icons: Record<Tone, ReactNode> = {
  success: <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-300" />,
  pending: <Loader2 aria-hidden className="mt-0.5 size-5 shrink-0 animate-spin text-sky-300" />,
  warning: <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-ember-400" />,
};

interface Outcome {
  tone: Tone;
  title: string;
  text: string;
}

function Banner({ outcome, onDismiss }: { outcome: Outcome; onDismiss: () => void }) {
  return (
    <div className={clsx('flex gap-3 rounded-2xl border p-4 pr-2', tones[outcome.tone])}>
      {icons[outcome.tone]}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-bold">{outcome.title}</p>
        <p className="text-sm opacity-85">{outcome.text}</p>
      </div>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={onDismiss}
        className="flex size-9 shrink-0 items-center justify-center rounded-full opacity-70 transition hover:bg-white/10 hover:opacity-100"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}

const quoted = (title: string | undefined) => (title ? `“${title}”` : 'Your event');

/**
 * Back from the payment page. Whether the event is paid is read from the server's records (the
 * provider's confirmation), never taken from the address the browser came back to.
 */
function usePaidOutcome(sessionId: string): Outcome {
  const queryClient = useQueryClient();
  const [startedAt] = useState(() => Date.now());
  const [slow, setSlow] = useState(false);
  const checkout = useCheckoutStatus(sessionId, startedAt);
  const status = checkout.data?.status;

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), CONFIRM_WINDOW_MS);
    return () => clearTimeout(timer);
  }, []);

  // The event's card and counters change with the payment.
  useEffect(() => {
    if (status === 'complete') {
      void queryClient.invalidateQueries({ queryKey: businessKeys.events() });
      void queryClient.invalidateQueries({ queryKey: businessKeys.analytics() });
    }
  }, [status, queryClient]);

  if (checkout.isError) {
    return {
      tone: 'warning',
      title: 'We could not check this payment',
      text: 'Each event below shows where it stands. Reload the page to check again.',
    };
  }
  const title = quoted(checkout.data?.eventTitle);
  if (status === 'complete') {
    return checkout.data?.eventStatus === 'live'
      ? {
          tone: 'success',
          title: 'Payment received — your event is live',
          text: `${title} is now in the deck.`,
        }
      : {
          tone: 'success',
          title: 'Payment received — your event is under review',
          text: `${title} goes live once an admin has looked it over.`,
        };
  }
  if (status === 'expired') {
    return {
      tone: 'warning',
      title: 'This checkout expired — your event is still waiting for payment',
      text: 'Nothing was charged. Use Pay $5 to try again.',
    };
  }
  return slow
    ? {
        tone: 'pending',
        title: 'Your payment is still processing',
        text: 'The confirmation is taking longer than usual. The dashboard will update when it arrives.',
      }
    : { tone: 'pending', title: 'Confirming your payment…', text: 'This takes a few seconds.' };
}

function PaidResult({ sessionId, onDismiss }: { sessionId: string; onDismiss: () => void }) {
  const outcome = usePaidOutcome(sessionId);
  return <Banner outcome={outcome} onDismiss={onDismiss} />;
}

interface CheckoutResultProps {
  result: CheckoutReturn;
  events: BusinessEvent[] | undefined;
  onDismiss: () => void;
}

/** The result of a checkout, above the dashboard, until dismissed. */
export function CheckoutResult({ result, events, onDismiss }: CheckoutResultProps) {
  return (
    <div role="status">
      {result.kind === 'success' ? (
        <PaidResult sessionId={result.sessionId} onDismiss={onDismiss} />
      ) : (
        <Banner
          outcome={{
            tone: 'warning',
            title: 'Payment cancelled — your event is still waiting for payment',
            text: `${quoted(events?.find((e) => e.id === result.businessEventId)?.title)} stays in Pending Payment until its $5 fee is paid.`,
          }}
          onDismiss={onDismiss}
        />
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { FlaskConical, Lock } from 'lucide-react';
import { BrandLogo } from '#client/components/brand-logo.tsx';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { FormAlert } from '#client/components/ui/form-alert.tsx';
import { PageLoading } from '#client/components/ui/page-loading.tsx';
import { ApiError, errorDetail } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import type { LocalCheckoutSession } from '#shared/schemas/business.ts';
import { useFinishLocalCheckout } from '../api/finish-local-checkout.ts';
import { useLocalCheckout } from '../api/get-local-checkout.ts';
import { paths } from '#client/lib/paths.ts';

const PAY_FAILED = 'The test payment did not go through. Please try again.';
const CANCEL_FAILED = 'The checkout could not be cancelled. Please try again.';

/** Only back into this app: the addresses come from the server, but a checkout never leaves it. */
function leaveFor(url: string) {
  const target = new URL(url, window.location.origin);
  window.location.assign(
    target.origin === window.location.origin ? target.href : paths.businessDashboard,
  );
}

function formatAmount(session: LocalCheckoutSession): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: session.currency.toUpperCase(),
  }).format(session.amountCents / 100);
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center gap-8 px-4 py-10">
      <BrandLogo />
      <main className="flex w-full max-w-md flex-1 flex-col">{children}</main>
    </div>
  );
}

function Closed({ title, text }: { title: string; text: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <h1 className="text-2xl font-bold text-white">{title}</h1>
      <p className="text-mist-400">{text}</p>
      <Link to={paths.businessDashboard} className={buttonClasses('primary', 'md', 'mt-2')}>
        Back to dashboard
      </Link>
    </Card>
  );
}

function Checkout({ session }: { session: LocalCheckoutSession }) {
  const finish = useFinishLocalCheckout(session.sessionId);
  const amount = formatAmount(session);
  const leaving = finish.isSuccess;
  const failure = finish.variables === 'cancel' ? CANCEL_FAILED : PAY_FAILED;

  function complete(outcome: 'complete' | 'cancel') {
    finish.mutate(outcome, {
      onSuccess: () => leaveFor(outcome === 'complete' ? session.successUrl : session.cancelUrl),
      onError: (err) =>
        toast({
          title: 'Payment Error',
          description: errorDetail(err, outcome === 'complete' ? PAY_FAILED : CANCEL_FAILED),
          variant: 'error',
        }),
    });
  }

  return (
    <Card className="flex flex-col gap-6 p-6 sm:p-8">
      <p className="flex items-center gap-2 self-start rounded-full border border-ember-500/50 bg-ember-500/15 px-3 py-1.5 text-sm font-bold text-orange-100">
        <FlaskConical aria-hidden className="size-4 text-ember-400" />
        Test payment — no card is charged
      </p>
      <div className="flex flex-col gap-1">
        <h1 className="text-sm font-semibold tracking-wide text-mist-400 uppercase">
          Event posting fee
        </h1>
        <p className="text-xl font-bold text-white">{session.eventTitle}</p>
        <p className="text-mist-400">{session.companyName}</p>
      </div>
      <div className="flex items-baseline justify-between border-y border-white/8 py-4">
        <span className="text-mist-300">Total</span>
        <span className="text-3xl font-black text-white tabular-nums">{amount}</span>
      </div>
      <FormAlert message={finish.isError ? errorDetail(finish.error, failure) : null} />
      <div className="flex flex-col gap-2">
        <Button
          size="lg"
          pending={(finish.isPending || leaving) && finish.variables === 'complete'}
          disabled={finish.isPending || leaving}
          onClick={() => complete('complete')}
        >
          <Lock aria-hidden className="size-4" />
          Pay {amount}
        </Button>
        <Button
          variant="ghost"
          pending={(finish.isPending || leaving) && finish.variables === 'cancel'}
          disabled={finish.isPending || leaving}
          onClick={() => complete('cancel')}
        >
          Cancel
        </Button>
      </div>
      <p className="text-center text-xs text-mist-500">
        This checkout stands in for the card provider while none is set up. Paying here marks the
        event paid exactly as a real payment would.
      </p>
    </Card>
  );
}

/** The built-in test provider's checkout page, used when no card provider is configured. */
export function LocalCheckoutPage() {
  useDocumentTitle('Test checkout');
  const { sessionId = '' } = useParams();
  const session = useLocalCheckout(sessionId);

  let body: ReactNode;
  if (session.isPending) body = <PageLoading label="Loading the checkout…" />;
  else if (session.isError) {
    body =
      session.error instanceof ApiError && session.error.status === 404 ? (
        <Closed
          title="Checkout not found"
          text="This payment link is not valid. Start again from your dashboard."
        />
      ) : (
        <RetryNotice onRetry={() => void session.refetch()} retrying={session.isFetching}>
          The checkout could not be loaded.
        </RetryNotice>
      );
  } else if (session.data.status === 'complete') {
    body = <Closed title="Already paid" text="This event's fee has been paid." />;
  } else if (session.data.status === 'expired') {
    body = (
      <Closed
        title="This checkout has expired"
        text="Nothing was charged. Use Pay $5 on your dashboard to start again."
      />
    );
  } else body = <Checkout session={session.data} />;

  return <Frame>{body}</Frame>;
}

import { RetryNotice } from '#client/components/retry-notice.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useBusinessAccount } from '#client/lib/business-account.ts';
import type { BusinessAccount } from '#shared/schemas/business.ts';
import { AccountExists } from './account-exists.tsx';
import { BusinessSignupForm } from './business-signup-form.tsx';

/** A signed-in user: the form, unless they already have an account. */
export function SignupGate({ onApproved }: { onApproved: (account: BusinessAccount) => void }) {
  const account = useBusinessAccount();
  if (account.isPending) {
    return (
      <Card role="status" className="flex flex-col gap-4 p-5 sm:p-8">
        <span className="sr-only">Loading your business account…</span>
        <span aria-hidden className="h-7 w-2/3 animate-pulse rounded-lg bg-white/10" />
        <div aria-hidden className="grid gap-4 sm:grid-cols-2">
          {Array.from({ length: 6 }, (_, i) => (
            <span key={i} className="h-12 animate-pulse rounded-xl bg-white/6" />
          ))}
        </div>
      </Card>
    );
  }
  if (account.isError) {
    return (
      <RetryNotice onRetry={() => void account.refetch()} retrying={account.isFetching}>
        We could not check whether you already have a business account.
      </RetryNotice>
    );
  }
  if (account.data) return <AccountExists account={account.data} />;
  return <BusinessSignupForm onApproved={onApproved} />;
}

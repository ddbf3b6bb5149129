import { Link } from 'react-router';
import {
  ArrowRight,
  BarChart3,
  BriefcaseBusiness,
  CalendarPlus,
  DollarSign,
  MapPin,
} from 'lucide-react';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useBusinessAccount } from '#client/lib/business-account.ts';
import { businessTypeLabels } from '#client/lib/business-type-labels.ts';
import type { BusinessAccount } from '#shared/schemas/business.ts';
import { StatusPill } from './status-pill.tsx';
import { paths } from '#client/lib/paths.ts';

// Profile → Business: what a business account offers.
const perks = [
  { Icon: CalendarPlus, title: 'Post unlimited events', text: 'List as many events as you run.' },
  { Icon: DollarSign, title: '$5 per event fee', text: 'Pay per event, with no monthly fees.' },
  {
    Icon: MapPin,
    title: 'Targeted NYC audience',
    text: 'Reach people looking for things to do in the city.',
  },
  { Icon: BarChart3, title: 'Analytics', text: 'See how your events are doing.' },
] as const;

function BusinessBadge() {
  return (
    <span
      aria-hidden
      className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand text-white shadow-glow"
    >
      <BriefcaseBusiness className="size-6" />
    </span>
  );
}

function AccountSummary({ account }: { account: BusinessAccount }) {
  const rows = [
    { label: 'Company', value: account.companyName },
    { label: 'Business type', value: businessTypeLabels[account.businessType] },
  ];
  return (
    <Card className="flex flex-col gap-5 p-5">
      <div className="flex items-center gap-3">
        <BusinessBadge />
        <h2 className="text-lg leading-tight font-bold text-white">Your business account</h2>
      </div>
      <dl className="flex flex-col divide-y divide-white/8 rounded-2xl border border-white/8 bg-ink-950/50">
        {rows.map(({ label, value }) => (
          <div key={label} className="flex items-center justify-between gap-4 px-4 py-3">
            <dt className="text-sm text-mist-400">{label}</dt>
            <dd className="min-w-0 truncate text-right font-semibold text-white">{value}</dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-4 px-4 py-3">
          <dt className="text-sm text-mist-400">Status</dt>
          <dd>
            <StatusPill
              on={account.isApproved}
              label={account.isApproved ? 'Approved' : 'Pending Approval'}
            />
          </dd>
        </div>
      </dl>
      <Link to={paths.businessDashboard} className={buttonClasses('primary', 'md', 'self-start')}>
        Go to dashboard
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </Card>
  );
}

/** Profile → Business: the account when there is one, else what an account offers. */
export function BusinessTab() {
  const account = useBusinessAccount();
  if (account.isPending) {
    return (
      <Card role="status" className="flex flex-col gap-4 p-5">
        <span className="sr-only">Loading your business account…</span>
        <span aria-hidden className="h-12 w-2/3 animate-pulse rounded-2xl bg-white/8" />
        <span aria-hidden className="h-28 animate-pulse rounded-2xl bg-white/6" />
      </Card>
    );
  }
  if (account.isError) {
    return (
      <RetryNotice onRetry={() => void account.refetch()} retrying={account.isFetching}>
        Your business account could not be loaded.
      </RetryNotice>
    );
  }
  if (account.data) return <AccountSummary account={account.data} />;
  return <CreateAccountPrompt />;
}

function CreateAccountPrompt() {
  return (
    <Card className="flex flex-col gap-5 p-5">
      <div className="flex items-center gap-3">
        <BusinessBadge />
        <div className="flex flex-col gap-0.5">
          <h2 className="text-lg leading-tight font-bold text-white">Create a business account</h2>
          <p className="text-sm text-mist-400">For venues, bands, promoters and organizers.</p>
        </div>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {perks.map(({ Icon, title, text }) => (
          <li
            key={title}
            className="flex items-start gap-3 rounded-2xl border border-white/8 bg-ink-950/50 p-3.5"
          >
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-hot-300" />
            <div className="flex flex-col">
              <span className="font-semibold text-white">{title}</span>
              <span className="text-sm text-mist-400">{text}</span>
            </div>
          </li>
        ))}
      </ul>
      <Link to={paths.businessSignup} className={buttonClasses('primary', 'md', 'self-start')}>
        Create Business Account
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </Card>
  );
}

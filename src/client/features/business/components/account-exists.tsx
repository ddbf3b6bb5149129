import { Link } from 'react-router';
import { ArrowRight, BriefcaseBusiness } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import type { BusinessAccount } from '#shared/schemas/business.ts';
import { paths } from '#client/lib/paths.ts';

/** One account per user: the signup form gives way to the dashboard. */
export function AccountExists({ account }: { account: BusinessAccount }) {
  return (
    <Card className="flex flex-col items-center gap-4 p-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand shadow-glow">
        <BriefcaseBusiness aria-hidden className="size-7 text-white" />
      </span>
      <h2 className="text-2xl font-bold text-white">You already have a business account</h2>
      <p className="max-w-md text-mist-400">
        <span className="font-semibold text-mist-100">{account.companyName}</span> is set up. Post
        and manage your events from the dashboard.
      </p>
      <Link to={paths.businessDashboard} className={buttonClasses('primary', 'lg', 'mt-1')}>
        Go to dashboard
        <ArrowRight aria-hidden className="size-5" />
      </Link>
    </Card>
  );
}

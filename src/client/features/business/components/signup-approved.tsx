import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ArrowRight, BadgeCheck } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import type { BusinessAccount } from '#shared/schemas/business.ts';
import { paths } from '#client/lib/paths.ts';

/** The screen after a successful signup. */
export function SignupApproved({ account }: { account: BusinessAccount }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had the focus is gone; the news is where the keyboard continues.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Card className="relative mx-auto flex w-full max-w-xl flex-col items-center gap-5 overflow-hidden px-6 py-12 text-center">
      <div
        aria-hidden
        className="absolute -top-24 left-1/2 h-48 w-72 -translate-x-1/2 rounded-full bg-love/20 blur-3xl"
      />
      <span className="relative flex size-20 items-center justify-center rounded-full border border-love/40 bg-love/15">
        <BadgeCheck aria-hidden className="size-10 text-emerald-300" />
      </span>
      <h1
        ref={heading}
        tabIndex={-1}
        className="relative text-4xl font-black tracking-tight text-white outline-none"
      >
        Account Approved!
      </h1>
      <p className="relative max-w-md text-lg text-mist-300">
        <span className="font-semibold text-white">{account.companyName}</span> can post events now,
        at $5 per event.
        {account.eventsReviewed &&
          ' Each paid event is reviewed by our team before it goes live, usually within a day.'}
      </p>
      <div className="relative mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to={paths.businessDashboard} className={buttonClasses('primary', 'lg')}>
          Go to Dashboard
          <ArrowRight aria-hidden className="size-5" />
        </Link>
        <Link to={paths.home} className={buttonClasses('secondary', 'lg')}>
          Start swiping
        </Link>
      </div>
    </Card>
  );
}

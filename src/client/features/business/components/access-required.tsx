import { Link } from 'react-router';
import { ArrowRight, LockKeyhole } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { BUSINESS_ACCOUNT_REQUIRED } from '#shared/schemas/business.ts';
import { paths } from '#client/lib/paths.ts';

/** The dashboard without a business account. */
export function AccessRequired() {
  return (
    <section className="flex flex-1 flex-col justify-center">
      <Card className="relative flex flex-col items-center gap-4 overflow-hidden px-6 py-10 text-center">
        <div
          aria-hidden
          className="absolute -top-20 left-1/2 h-40 w-64 -translate-x-1/2 rounded-full bg-hot-500/20 blur-3xl"
        />
        <span className="relative flex size-16 items-center justify-center rounded-3xl bg-brand shadow-glow">
          <LockKeyhole aria-hidden className="size-8 text-white" />
        </span>
        <h1 className="relative text-2xl font-black tracking-tight text-white">
          {BUSINESS_ACCOUNT_REQUIRED}
        </h1>
        <p className="relative max-w-sm text-mist-300">
          The dashboard is for business accounts. Create one in a minute: approval is instant, and
          each event you post costs $5.
        </p>
        <Link to={paths.businessSignup} className={buttonClasses('primary', 'md', 'relative mt-2')}>
          Create Business Account
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </Card>
    </section>
  );
}

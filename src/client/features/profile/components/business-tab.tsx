import { Link } from 'react-router';
import { ArrowRight, BriefcaseBusiness } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';

export function BusinessTab() {
  return (
    <Card className="flex flex-col items-start gap-4 p-5">
      <span
        aria-hidden
        className="flex size-12 items-center justify-center rounded-2xl bg-brand text-white shadow-glow"
      >
        <BriefcaseBusiness className="size-6" />
      </span>
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-bold text-white">Put your events in front of New York</h2>
        <p className="text-sm text-mist-400">
          Venues, bands and promoters post events for $5 each, with no monthly fees and instant
          approval.
        </p>
      </div>
      <Link to="/business-signup" className={buttonClasses('primary', 'sm')}>
        Create a business account
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </Card>
  );
}

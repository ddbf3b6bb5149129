import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { paths } from '#client/lib/paths.ts';

export function BusinessBand() {
  return (
    <section aria-labelledby="business-title" className="px-4 py-20 sm:px-6">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-brand p-8 sm:p-12">
        <div
          aria-hidden
          className="absolute -right-20 -bottom-32 size-96 rounded-full bg-violet-glow/50 blur-3xl"
        />
        <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-bold tracking-widest text-white/80 uppercase">
              For venues, bands and promoters
            </p>
            <h2
              id="business-title"
              className="mt-3 text-3xl font-black tracking-tight text-white sm:text-5xl"
            >
              Hosting something in NYC?
            </h2>
            <p className="mt-4 text-lg text-white/90">
              Post your event for $5. No monthly fees, a review usually within a day, and a city
              full of people looking for plans.
            </p>
          </div>
          <Link
            to={paths.businessSignup}
            className={buttonClasses('light', 'lg', 'shrink-0 self-start lg:self-auto')}
          >
            List your event
            <ArrowRight aria-hidden className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}

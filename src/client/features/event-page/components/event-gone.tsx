import { CalendarX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { paths } from '#client/lib/paths.ts';
import { BackButton } from './back-button.tsx';

/** A deleted or ended event: say so plainly and offer the way back. */
export function EventGone() {
  return (
    <section className="flex flex-col gap-4">
      <BackButton />
      <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-white/12 px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-white/6">
          <CalendarX aria-hidden className="size-7 text-hot-400" />
        </span>
        <h1 className="text-2xl font-black text-white">This event is no longer listed</h1>
        <p className="max-w-sm text-mist-400">
          It may have ended or been taken down by its organiser.
        </p>
        <Link to={paths.home} className={buttonClasses('primary', 'md', 'mt-2')}>
          Discover events
        </Link>
      </div>
    </section>
  );
}

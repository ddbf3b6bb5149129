import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { PhoneMock } from './phone-mock.tsx';
import { paths } from '#client/lib/paths.ts';

const claims = [
  { value: '1,000+', label: 'Events monthly' },
  { value: '50K+', label: 'Discovered' },
  { value: '15+', label: 'Categories' },
  { value: 'Daily', label: 'Updates' },
] as const;

export function Hero() {
  return (
    <section className="relative isolate overflow-x-clip">
      <div
        aria-hidden
        className="absolute -top-40 -left-40 -z-10 h-[36rem] w-[36rem] rounded-full bg-violet-glow/25 blur-3xl"
      />
      <div
        aria-hidden
        className="absolute top-40 -right-40 -z-10 h-[30rem] w-[30rem] rounded-full bg-hot-500/20 blur-3xl"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-12 pb-20 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:pt-20 lg:pb-28">
        <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/5 px-3.5 py-1.5 text-sm font-semibold text-mist-300">
            <span className="relative flex size-2">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-hot-400 opacity-75" />
              <span className="relative inline-flex size-2 rounded-full bg-hot-500" />
            </span>
            Tonight in all five boroughs
          </p>
          <h1 className="mt-6 text-[2.85rem] leading-[0.95] font-black tracking-tighter text-white sm:text-7xl lg:text-[4.75rem]">
            Swipe right
            <br />
            on <span className="text-gradient">New&nbsp;York.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-mist-300 sm:text-xl">
            Concerts, comedy, gallery openings and rooftop parties, one card at a time. Love it,
            pass it or save it for maybe, then drop it straight into your calendar.
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
              Start Swiping
              <ArrowRight aria-hidden className="size-5" />
            </Link>
            <Link to={paths.businessSignup} className={buttonClasses('secondary', 'lg')}>
              List your event
            </Link>
          </div>
          <p className="mt-4 text-sm text-mist-500">
            Free, no download needed.{' '}
            <Link
              to={paths.demoLogin}
              className="rounded font-semibold text-hot-300 hover:text-hot-400"
            >
              Try the demo account
            </Link>
          </p>
          <dl className="mt-12 grid w-full max-w-xl grid-cols-2 gap-3 sm:grid-cols-4">
            {claims.map(({ value, label }) => (
              <div
                key={label}
                className="flex flex-col-reverse rounded-2xl border border-white/8 bg-white/[0.03] px-4 py-3 text-left"
              >
                <dt className="text-xs font-medium text-mist-400">{label}</dt>
                <dd className="text-2xl font-black tracking-tight text-white">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <PhoneMock />
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import {
  ArrowRight,
  BarChart3,
  BriefcaseBusiness,
  CalendarPlus,
  DollarSign,
  MapPin,
} from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';

// SPEC §2 Profile → Business: what a business account offers.
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

export function BusinessTab() {
  return (
    <Card className="flex flex-col gap-5 p-5">
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand text-white shadow-glow"
        >
          <BriefcaseBusiness className="size-6" />
        </span>
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
      <Link to="/business-signup" className={buttonClasses('primary', 'md', 'self-start')}>
        Create Business Account
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </Card>
  );
}

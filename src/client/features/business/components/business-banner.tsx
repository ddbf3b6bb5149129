import { BadgeCheck, BadgeDollarSign, CalendarX2, Megaphone } from 'lucide-react';
import { Card } from '#client/components/ui/card.tsx';

const perks = [
  { Icon: BadgeDollarSign, title: '$5 per event post', text: 'Pay only for what you post.' },
  { Icon: CalendarX2, title: 'No monthly fees', text: 'No subscription, no contract.' },
  {
    Icon: BadgeCheck,
    title: 'Instant account',
    text: 'Post the day you sign up; we check each event before it goes live.',
  },
] as const;

/** Business signup's banner: what a business account costs and how fast it starts. */
export function BusinessBanner() {
  return (
    <>
      <header className="text-center">
        <p className="inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/5 px-3 py-1 text-sm font-semibold text-mist-300">
          <Megaphone aria-hidden className="size-4 text-ember-400" />
          For venues, bands and promoters
        </p>
        <h1 className="mt-5 text-4xl font-black tracking-tight text-balance text-white sm:text-6xl">
          Put your event in front of <span className="text-gradient">New York</span>
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-mist-300">
          Your show, class or party lands in the swipe deck of people looking for something to do
          tonight.
        </p>
      </header>

      <ul className="grid gap-3 sm:grid-cols-3">
        {perks.map(({ Icon, title, text }) => (
          <li key={title}>
            {/* A row each on phones, so the form is not pushed far down; a column each on desks. */}
            <Card className="flex h-full items-center gap-4 px-5 py-4 sm:flex-col sm:items-start sm:gap-2 sm:p-5">
              <Icon aria-hidden className="size-6 shrink-0 text-hot-400" />
              <div className="flex flex-col gap-0.5 sm:gap-2">
                <p className="font-bold text-white">{title}</p>
                <p className="text-sm text-mist-400">{text}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

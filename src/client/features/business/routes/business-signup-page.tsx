import { Link } from 'react-router';
import { BadgeCheck, BadgeDollarSign, CalendarX2, Megaphone } from 'lucide-react';
import { PublicPage } from '#client/components/public-page.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

const perks = [
  { Icon: BadgeDollarSign, title: '$5 per event post', text: 'Pay only for what you post.' },
  { Icon: CalendarX2, title: 'No monthly fees', text: 'No subscription, no contract.' },
  { Icon: BadgeCheck, title: 'Instant approval', text: 'Start posting the day you sign up.' },
] as const;

export function BusinessSignupPage() {
  useDocumentTitle('For businesses');
  return (
    <PublicPage>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
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
              <Card className="flex h-full flex-col gap-2 p-5">
                <Icon aria-hidden className="size-6 text-hot-400" />
                <p className="font-bold text-white">{title}</p>
                <p className="text-sm text-mist-400">{text}</p>
              </Card>
            </li>
          ))}
        </ul>

        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <p className="rounded-full border border-ember-500/40 bg-ember-500/10 px-3 py-1 text-xs font-bold tracking-wider text-ember-400 uppercase">
            Coming soon
          </p>
          <h2 className="text-2xl font-bold text-white">Business sign-up opens soon</h2>
          <p className="max-w-md text-mist-400">
            The application form is on its way. Meanwhile, see what your audience sees.
          </p>
          <Link to="/home" className={buttonClasses('primary', 'md', 'mt-2')}>
            Try the swipe deck
          </Link>
        </Card>
      </div>
    </PublicPage>
  );
}

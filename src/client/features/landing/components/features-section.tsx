import { CalendarPlus, Flame, Hand, MapPinned, RefreshCw, Shapes } from 'lucide-react';
import { SectionHeading } from './section-heading.tsx';

const features = [
  {
    Icon: Hand,
    title: 'Swipe to decide',
    text: 'Right to love, left to pass, down for maybe. Choose in a second instead of scrolling listings.',
  },
  {
    Icon: CalendarPlus,
    title: 'Straight to your calendar',
    text: 'Add anything you love to Google Calendar or Apple Calendar. Movies get a daily noon reminder.',
  },
  {
    Icon: Flame,
    title: 'See what’s hot',
    text: 'The events New Yorkers are loving most right now, ranked by real likes.',
  },
  {
    Icon: MapPinned,
    title: 'Every neighborhood',
    text: 'Narrow it down by borough and neighborhood, from Astoria to the Upper East Side.',
  },
  {
    Icon: Shapes,
    title: '15+ categories',
    text: 'Music, comedy, theater, museums, food, sports, nightlife, yoga, tours and more.',
  },
  {
    Icon: RefreshCw,
    title: 'Fresh every day',
    text: 'New events land daily and past ones clear out on their own, so the deck is always current.',
  },
] as const;

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-16 px-4 py-20 sm:px-6 sm:py-28"
    >
      <SectionHeading
        id="features-title"
        eyebrow="Features"
        title="Less scrolling, more going out"
        text="Everything you need to go from “what should we do tonight?” to tickets in hand."
      />
      <ul className="mx-auto mt-14 grid max-w-6xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ Icon, title, text }) => (
          <li
            key={title}
            className="group rounded-3xl border border-white/8 bg-ink-900/70 p-6 transition-colors hover:border-hot-500/30 hover:bg-ink-850"
          >
            <span className="flex size-12 items-center justify-center rounded-2xl bg-hot-500/12 text-hot-400 transition-colors group-hover:bg-brand group-hover:text-white">
              <Icon aria-hidden className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-bold text-white">{title}</h3>
            <p className="mt-2 text-mist-400">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

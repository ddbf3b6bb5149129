import { ArrowDown, ArrowLeft, ArrowRight, Bookmark, Heart, X } from 'lucide-react';
import { clsx } from 'clsx';
import { SectionHeading } from './section-heading.tsx';

const steps = [
  {
    Gesture: ArrowRight,
    Icon: Heart,
    title: 'Swipe right to love',
    text: 'It’s saved to My Events, and we offer to put it in your calendar.',
    tone: 'text-love bg-love/12 border-love/30',
  },
  {
    Gesture: ArrowLeft,
    Icon: X,
    title: 'Swipe left to pass',
    text: 'Not your thing? It’s gone for good. You won’t see it again.',
    tone: 'text-pass bg-pass/12 border-pass/30',
  },
  {
    Gesture: ArrowDown,
    Icon: Bookmark,
    title: 'Swipe down for maybe',
    text: 'Park it on your maybe list and decide when your plans firm up.',
    tone: 'text-maybe bg-maybe/12 border-maybe/30',
  },
] as const;

export function HowItWorksSection() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-title"
      className="scroll-mt-16 border-y border-white/6 bg-ink-900/50 px-4 py-20 sm:px-6 sm:py-28"
    >
      <SectionHeading
        id="how-title"
        eyebrow="How it Works"
        title="Three moves. That’s the whole app."
        text="Every card is a real event happening soon in New York City. Buttons work too, if you’d rather tap."
      />
      <ol className="mx-auto mt-14 grid max-w-5xl gap-4 md:grid-cols-3">
        {steps.map(({ Gesture, Icon, title, text, tone }, index) => (
          <li
            key={title}
            className="relative overflow-hidden rounded-3xl border border-white/8 bg-ink-950/60 p-6"
          >
            <span
              aria-hidden
              className="absolute -top-4 right-3 text-8xl font-black text-white/[0.04]"
            >
              {index + 1}
            </span>
            <div className="flex items-center gap-3">
              <span
                className={clsx(
                  'flex size-12 items-center justify-center rounded-full border',
                  tone,
                )}
              >
                <Icon aria-hidden className="size-6" strokeWidth={2.5} />
              </span>
              <Gesture aria-hidden className="size-5 text-mist-500" />
            </div>
            <h3 className="mt-5 text-xl font-bold text-white">{title}</h3>
            <p className="mt-2 text-mist-400">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

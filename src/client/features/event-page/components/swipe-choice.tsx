import { Heart, Star, X } from 'lucide-react';
import { clsx } from 'clsx';
import type { SwipeAction } from '#shared/schemas/user-events.ts';

const choices = [
  {
    action: 'passed',
    label: 'Pass',
    Icon: X,
    className: 'border-pass/40 text-pass hover:bg-pass/10',
  },
  {
    action: 'maybe',
    label: 'Maybe',
    Icon: Star,
    className: 'border-maybe/40 text-maybe hover:bg-maybe/10',
  },
  {
    action: 'liked',
    label: 'Love',
    Icon: Heart,
    className: 'border-love/40 text-love hover:bg-love/10',
  },
] as const;

const saidFor: Record<SwipeAction, string> = {
  liked: 'You loved this event. It is in My Events.',
  maybe: 'This event is on your Maybe list in My Events.',
  passed: 'You passed on this event.',
};

interface SwipeChoiceProps {
  swipe: SwipeAction | null;
  pending: boolean;
  onChoose: (action: SwipeAction) => void;
}

/** Love / Maybe / Pass for an event not yet swiped; afterwards, what the person chose. */
export function SwipeChoice({ swipe, pending, onChoose }: SwipeChoiceProps) {
  if (swipe) {
    return (
      <p role="status" className="rounded-2xl bg-white/6 px-4 py-3 text-sm text-mist-200">
        {saidFor[swipe]}
      </p>
    );
  }
  return (
    <div role="group" aria-label="Your choice" className="grid grid-cols-3 gap-2">
      {choices.map(({ action, label, Icon, className }) => (
        <button
          key={action}
          type="button"
          disabled={pending}
          onClick={() => onChoose(action)}
          className={clsx(
            'inline-flex h-12 items-center justify-center gap-2 rounded-2xl border bg-ink-850 font-bold transition disabled:opacity-50',
            className,
          )}
        >
          <Icon aria-hidden className={clsx('size-5', action !== 'passed' && 'fill-current')} />
          {label}
        </button>
      ))}
    </div>
  );
}

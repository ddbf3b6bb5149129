import { clsx } from 'clsx';
import { businessEventStatusLabels, type BusinessEventStatus } from '#shared/business.ts';

type BadgeTone = 'green' | 'amber' | 'sky' | 'rose';

const tones: Record<BadgeTone, string> = {
  green: 'border-love/40 bg-love/12 text-emerald-200',
  amber: 'border-ember-500/40 bg-ember-500/12 text-orange-200',
  sky: 'border-maybe/40 bg-maybe/12 text-sky-200',
  rose: 'border-pass/40 bg-pass/12 text-rose-200',
};

const dots: Record<BadgeTone, string> = {
  green: 'bg-love',
  amber: 'bg-ember-400',
  sky: 'bg-maybe',
  rose: 'bg-pass',
};

/** A state in words, with a colour that repeats it (never the colour alone). */
export function StatusBadge({ tone, label }: { tone: BadgeTone; label: string }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-bold whitespace-nowrap',
        tones[tone],
      )}
    >
      <span aria-hidden className={clsx('size-1.5 rounded-full', dots[tone])} />
      {label}
    </span>
  );
}

const eventTones: Record<BusinessEventStatus, BadgeTone> = {
  unpaid: 'amber',
  paid_review: 'sky',
  live: 'green',
  rejected: 'rose',
};

export function EventStatusBadge({ status }: { status: BusinessEventStatus }) {
  return <StatusBadge tone={eventTones[status]} label={businessEventStatusLabels[status]} />;
}

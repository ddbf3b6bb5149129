import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { CircleAlert, Info } from 'lucide-react';

type NoticeTone = 'info' | 'warning';

const tones: Record<NoticeTone, string> = {
  info: 'border-maybe/30 bg-maybe/8 text-sky-100',
  warning: 'border-ember-500/40 bg-ember-500/10 text-orange-100',
};

const icons: Record<NoticeTone, ReactNode> = {
  info: <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-sky-300" />,
  warning: <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-ember-400" />,
};

interface NoticeProps {
  tone: NoticeTone;
  children: ReactNode;
  /** Controls that resolve what the notice is about, shown under its text. */
  actions?: ReactNode;
  className?: string;
  /** 'alert' announces the notice as it appears; without it, wrap it in a live region. */
  role?: 'alert';
}

/** A small inline message, e.g. inside a card. */
export function Notice({ tone, children, actions, className, role }: NoticeProps) {
  return (
    <div
      role={role}
      className={clsx(
        'flex gap-2.5 rounded-2xl border px-3.5 py-3 text-sm',
        tones[tone],
        className,
      )}
    >
      {icons[tone]}
      <div className="flex min-w-0 flex-col items-start gap-2.5">
        <div>{children}</div>
        {actions}
      </div>
    </div>
  );
}

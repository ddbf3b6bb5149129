import { useId, type ReactNode } from 'react';
import { Card } from '#client/components/ui/card.tsx';

interface SettingsCardProps {
  icon: ReactNode;
  /** Plain text, or a <label> when the heading names the card's one control. */
  title: ReactNode;
  /** A line under the title, e.g. a status pill. */
  subtitle?: ReactNode;
  /** At the end of the title row, e.g. a switch. */
  aside?: ReactNode;
  children?: ReactNode;
}

/** One titled block of the profile's settings (the Calendar and More tabs). */
export function SettingsCard({ icon, title, subtitle, aside, children }: SettingsCardProps) {
  const headingId = useId();
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className="flex size-11 shrink-0 items-center justify-center rounded-2xl border border-white/8 bg-white/6 text-hot-300"
          >
            {icon}
          </span>
          <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
            <h2 id={headingId} className="text-lg leading-tight font-bold text-white">
              {title}
            </h2>
            {subtitle}
          </div>
          {aside}
        </div>
        {children}
      </section>
    </Card>
  );
}

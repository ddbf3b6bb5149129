import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { CalendarDays, MapPin, Ticket } from 'lucide-react';

const icons = { when: CalendarDays, place: MapPin, price: Ticket } as const;

interface EventMetaRowProps {
  /** Which fact the row states; it picks the icon. */
  kind: keyof typeof icons;
  /** A list item inside a card's facts list, or a paragraph where the card has no list. */
  as?: 'li' | 'p';
  className?: string;
  /** The icon's size and colour; the accent at the body text's size unless given. */
  iconClassName?: string;
  children: ReactNode;
}

/** One line of an event card's facts (when, where, price): an icon, then the text. */
export function EventMetaRow({
  kind,
  as: Tag = 'li',
  className,
  iconClassName = 'size-4 text-hot-400',
  children,
}: EventMetaRowProps) {
  const Icon = icons[kind];
  return (
    <Tag className={clsx('flex items-center gap-2', className)}>
      <Icon aria-hidden className={clsx('shrink-0', iconClassName)} />
      {children}
    </Tag>
  );
}

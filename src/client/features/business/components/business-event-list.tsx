import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarPlus, CreditCard, Radio, type LucideIcon } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import type { BusinessEvent, BusinessEventAnalytics } from '#shared/schemas/business.ts';
import { BusinessEventCard } from './business-event-card.tsx';

interface EventTab {
  value: string;
  label: string;
  show: (event: BusinessEvent) => boolean;
  empty: { Icon: LucideIcon; title: string; text: string };
}

const tabs: EventTab[] = [
  {
    value: 'all',
    label: 'All Events',
    show: () => true,
    empty: {
      Icon: CalendarPlus,
      title: 'No events yet',
      text: 'Add your first event. It goes live on the deck once it is paid and reviewed.',
    },
  },
  {
    value: 'live',
    label: 'Live Events',
    show: (e) => e.status === 'live',
    empty: {
      Icon: Radio,
      title: 'No live events yet',
      text: 'Paid events go live after a quick review. Their numbers show up here.',
    },
  },
  {
    value: 'unpaid',
    label: 'Pending Payment',
    show: (e) => e.status === 'unpaid',
    empty: {
      Icon: CreditCard,
      title: 'Nothing waiting for payment',
      text: 'New events wait here until their $5 fee is paid.',
    },
  },
];

interface BusinessEventListProps {
  events: BusinessEvent[];
  analytics: UseQueryResult<Map<number, BusinessEventAnalytics>>;
  /** The first event's call to action, in the empty All Events tab. */
  addEvent: ReactNode;
}

/** The tabs: All Events, Live Events, Pending Payment, each with its count. */
export function BusinessEventList({ events, analytics, addEvent }: BusinessEventListProps) {
  return (
    <Tabs defaultValue="all" className="flex flex-col gap-4">
      <TabsList aria-label="Your events" className="border border-white/6">
        {tabs.map((tab) => (
          <TabsTrigger
            key={tab.value}
            value={tab.value}
            className="group flex h-auto min-h-11 items-center justify-center gap-1.5 px-2 py-1.5 text-[0.8125rem] leading-tight sm:text-sm"
          >
            <span>{tab.label}</span>{' '}
            <span className="rounded-full bg-white/10 px-1.5 py-0.5 text-xs tabular-nums group-data-[state=active]:bg-white/25">
              {events.filter(tab.show).length}
            </span>
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value, show, empty }) => {
        const shown = events.filter(show);
        return (
          <TabsContent key={value} value={value}>
            {shown.length === 0 ? (
              <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-white/12 px-6 py-10 text-center">
                <span className="flex size-12 items-center justify-center rounded-2xl bg-white/6">
                  <empty.Icon aria-hidden className="size-6 text-hot-400" />
                </span>
                <h3 className="text-lg font-bold text-white">{empty.title}</h3>
                <p className="max-w-xs text-sm text-mist-400">{empty.text}</p>
                {value === 'all' && addEvent}
              </div>
            ) : (
              <ul className="flex flex-col gap-4">
                {shown.map((event) => (
                  <BusinessEventCard key={event.id} event={event} analytics={analytics} />
                ))}
              </ul>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}

import type { NewEventRow } from '#server/db/schema/events.ts';
import { eventStart, addDays } from '#shared/time.ts';

/** Placeholder until the demo catalogue lands. */
export function buildDemoEvents(today: string): NewEventRow[] {
  return Array.from({ length: 30 }, (_, i) => {
    const date = addDays(today, i % 30);
    return {
      title: `Event ${i}`,
      date,
      time: '8:00 PM',
      startsAt: eventStart(date, '8:00 PM').startsAt,
      source: 'seed' as const,
      category: 'music',
      borough: 'Manhattan',
    };
  });
}

import type { CrawledEvent } from '#server/features/crawler/crawled-event.ts';

/**
 * The crawl's "now" for a captured response: New York midnight of the day before its earliest
 * dated item. Nothing in it is past, and all of it falls in the window of dates an event may
 * have from then (docs/product.md#event-dates), as it did when it was captured.
 */
export function justBefore(events: readonly CrawledEvent[]): Date {
  const days = events.map((e) => e.date).filter((d) => d !== '');
  const first = days.reduce((a, b) => (b < a ? b : a), days[0] ?? '2000-01-02');
  return new Date(Date.parse(`${first}T05:00:00Z`) - 86_400_000);
}

import { seededRandom } from './rerank.ts';

const HOUR_MS = 3_600_000;

/**
 * The standard normal draw (Box–Muller) a person's deck uses for an event's popularity
 * (`popularity` in card-score.ts). Fixed per person, event and the hour the pass began, as lead
 * times are (docs/deck-ranking.md#paging): a pass deals one order however its pages are read, two
 * passes begun in the same hour deal alike, and the next hour draws afresh.
 */
export function popularityDraw(userId: string, passMs: number, eventId: number): number {
  const random = seededRandom(`${userId}:${Math.floor(passMs / HOUR_MS)}:${eventId}`);
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

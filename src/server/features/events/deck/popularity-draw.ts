import { passHour } from './candidate-pool.ts';
import { seededRandom } from './rerank.ts';

/**
 * The standard normal draw (Box–Muller) a person's deck uses for an event's popularity
 * (`popularity` in card-score.ts). Fixed per person, event and the hour the pass began, as lead
 * times are (`passHour`): the next hour draws afresh.
 */
export function popularityDraw(userId: string, passMs: number, eventId: number): number {
  const random = seededRandom(`${userId}:${passHour(passMs)}:${eventId}`);
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

import type { DateTime } from 'luxon';
import { pick, pickDistinct } from '../random.ts';
import type { SubGenre } from './sub-genres.ts';
import type { Venue } from './venues.ts';

/** "Late-night jazz trio at Blue Room", "Jazz jam session with Mara Quinn Trio", or the stem alone. */
export function titleOf(
  random: () => number,
  sub: SubGenre,
  venue: string,
  performer: string | null,
): string {
  const stem = pick(random, sub.titles);
  const form = random();
  if (form < 0.45) return `${stem} at ${venue}`;
  if (form < 0.75 && performer !== null) return `${stem} with ${performer}`;
  return stem;
}

/** Sentences any listing might carry: they say nothing about the event's kind. */
const FILLER = [
  'Doors open half an hour early.',
  'All ages welcome.',
  'Seating is limited, so come early.',
  'Drinks available at the bar.',
  'Bring a friend.',
  'Wheelchair accessible.',
  'Tickets at the door while they last.',
  'Expect a full house.',
  'Rain or shine.',
  'First-timers welcome.',
  'Snacks on sale throughout.',
  'Cash and cards accepted.',
];

const partOfDay = (start: DateTime) =>
  start.hour < 12 ? 'A morning' : start.hour < 17 ? 'An afternoon' : 'An evening';

/** One sentence naming the sub-genre, then two of filler. */
export function describeEvent(
  random: () => number,
  e: {
    subGenre: string;
    performer: string | null;
    venue: Venue;
    start: DateTime;
    allAfternoon: boolean;
  },
): string {
  const host = e.performer ?? `the ${e.venue.name} regulars`;
  const lead = pick(random, [
    `${partOfDay(e.start)} of ${e.subGenre} with ${host}.`,
    `${e.subGenre.charAt(0).toUpperCase()}${e.subGenre.slice(1)} at ${e.venue.name} in ${e.venue.neighborhood}, with ${host}.`,
    `For anyone into ${e.subGenre}: ${host} at ${e.venue.name}.`,
  ]);
  const when = e.allAfternoon ? ' Drop in any time from noon to 5 PM.' : '';
  return `${lead}${when} ${pickDistinct(random, FILLER, 2).join(' ')}`;
}

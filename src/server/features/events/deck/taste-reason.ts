import { categories } from '#shared/categories.ts';
import { boroughInSentence } from '#shared/nyc/boroughs.ts';
import { neighborhoodCentroids, type LatLng } from '#shared/nyc/neighborhood-centroids.ts';
import { milesBetween } from '#shared/nyc/travel-distance.ts';
import type { CandidateRow } from './candidate-pool.ts';
import type { Lift } from './card-score.ts';
import type { TasteStart } from './taste-state.ts';

/** A lift smaller than this (log-odds) is not worth naming: the card is there for other reasons. */
const NAMED_LIFT = 0.15;

const categoryLabel = (id: string) => categories.find((c) => c.id === id)?.label ?? id;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** Where and when: told as the person's own only once two loves back it. */
const HABITS = new Set(['b', 'h', 'mb', 'mbw', 'dp', 'we', 'dow', 'ld', 'pb']);
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The listed neighborhood nearest a point: how "where you go" is named. */
export function nearestNeighborhood(at: LatLng): string {
  let best = '';
  let bestMiles = Infinity;
  for (const [name, c] of Object.entries(neighborhoodCentroids)) {
    const miles = milesBetween(at, c);
    if (miles < bestMiles) {
      best = name;
      bestMiles = miles;
    }
  }
  return best;
}

interface Context {
  row: CandidateRow;
  start: TasteStart;
  /** Where the person goes, named. */
  place: string | null;
}

/** A short, true sentence for one lifting feature, or null when it has none to tell. */
function tell(l: Lift, c: Context): string | null {
  const [kind, ...rest] = l.key.split(':');
  const value = rest.join(':');
  const { row } = c;
  // Only the person's own loves (or picks, below) make a reason theirs: a lift everyone shares
  // is not "as you like".
  if (l.loves === 0 && kind !== 'c' && kind !== 'b' && kind !== 'co') return null;
  // One love is no habit: where and when they go is told from the second.
  if (l.loves === 1 && HABITS.has(kind ?? '')) return null;
  switch (kind) {
    case 'w':
      return `Because you loved ${plural(l.loves, `${value} event`, `${value} events`)}`;
    case 'f':
      if (!row.performer) return null;
      return l.loves === 1
        ? `You loved ${row.performer} before`
        : `Because you loved ${l.loves} shows by ${row.performer}`;
    case 'v':
      return row.venue ? `You loved ${plural(l.loves, 'event', 'events')} at ${row.venue}` : null;
    case 'c':
      if (l.loves > 0)
        return `Because you loved ${plural(l.loves, `${categoryLabel(value)} event`, `${categoryLabel(value)} events`)}`;
      return c.start.categories.includes(value)
        ? `Because you picked ${categoryLabel(value)}`
        : null;
    case 'b':
      if (value === '?') return null;
      if (l.loves > 0)
        return `Because you loved ${plural(l.loves, 'event', 'events')} in ${boroughInSentence(value)}`;
      return c.start.borough === value ? `In ${boroughInSentence(value)}, your home borough` : null;
    case 'h':
      return value === '?' ? null : `In ${value}, where you go`;
    case 'mb':
    case 'mbw':
      if (value.startsWith('?') || Number(value.split(':')[0]) > 1) return null;
      return c.place ? `Near ${c.place}, where you go` : 'Close to where you go';
    case 'co':
      return 'Loved by people with your taste';
    case 'dp':
      return 'At the time of day you go out';
    case 'we': {
      if (value.startsWith('1')) return 'On a weekend, as you like';
      return row.dayPart >= 3 ? 'On a weeknight, as you like' : 'On a weekday, as you like';
    }
    case 'dow':
      return `On a ${WEEKDAYS[Number(value)] ?? 'day'}, as you like`;
    case 'ld':
      return 'As far ahead as you like to plan';
    case 'pb':
      return 'In the price range you go for';
    default:
      return null;
  }
}

/** Why the model lifted the card: the strongest lift it can name truly, or null. */
export function tasteReason(
  lifts: readonly Lift[],
  c: { row: CandidateRow; start: TasteStart; anchor: LatLng | null; home: string | null },
): string | null {
  const place = c.home ?? (c.anchor ? nearestNeighborhood(c.anchor) : null);
  for (const l of lifts) {
    if (l.lift < NAMED_LIFT) return null;
    const told = tell(l, { row: c.row, start: c.start, place });
    if (told) return told;
  }
  return null;
}

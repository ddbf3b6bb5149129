import { DateTime } from 'luxon';
import { categories, type CategoryId } from '#shared/categories.ts';
import { seededRandom } from './random.ts';

/** Rows for COPY … FROM STDIN in text format, generated in chunks so memory stays flat. */

export interface DatasetSize {
  users: number;
  events: number;
  swipesPerUser: number;
  heavySwipes: number;
}

/** What `npm run bench:data` loads by default: the scale the budgets in docs/benchmarks.md use. */
export const FULL_SCALE = { events: 1_000_000, users: 10_000, swipes: 10_000_000 };

/** The heavy user's share: 100k swipes at full scale, a tenth of the events on smaller sets. */
const HEAVY_SWIPES = 100_000;

/**
 * The load's shape from the three counts: the heavy user's swipes first, the rest spread evenly
 * over the other users (every user swipes at least once, each fewer events than exist).
 */
export function datasetSize(scale: { events: number; users: number; swipes: number }): DatasetSize {
  for (const name of ['events', 'users', 'swipes'] as const) {
    const n = scale[name];
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer`);
  }
  const heavySwipes = Math.min(HEAVY_SWIPES, Math.floor(scale.events / 10));
  const swipesPerUser = Math.floor((scale.swipes - heavySwipes) / scale.users);
  if (heavySwipes < 1 || swipesPerUser < 1) {
    throw new Error('Give at least 10 events and one swipe per user beyond the heavy user');
  }
  if (swipesPerUser >= scale.events)
    throw new Error('Each user must swipe fewer events than exist');
  return { users: scale.users, events: scale.events, swipesPerUser, heavySwipes };
}

export const totalSwipes = (s: DatasetSize) => s.users * s.swipesPerUser + s.heavySwipes;
export const benchUserId = (n: number) => `bench-user-${n}`;

const CHUNK_ROWS = 5_000;
const DAY_MS = 86_400_000;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Each user's swipes walk the event ids as an arithmetic progression modulo the event count.
 * A stride coprime with the count never revisits an event, so (user_id, event_id) is unique by
 * construction and the unique constraint can be rebuilt after the load without conflicts.
 */
function stridesFor(events: number): number[] {
  const primes = [7919, 10007, 15401, 19997, 27449, 33013, 40009, 49999, 60013, 70001, 80021];
  const fit = primes.filter((p) => gcd(p, events) === 1 && p < events);
  return fit.length > 0 ? fit : [1];
}

// Popular categories get more events, roughly like a city listings site.
const categoryWeights: Record<CategoryId, number> = {
  music: 18,
  comedy: 8,
  theater: 8,
  art: 8,
  museum: 5,
  food: 8,
  sports: 6,
  lecture: 5,
  nightlife: 7,
  outdoor: 6,
  meditation: 2,
  dance: 4,
  tours: 3,
  yoga: 3,
  movie: 4,
  festival: 2,
  other: 3,
};
const weightedCategories = categories.flatMap((c) =>
  Array.from({ length: categoryWeights[c.id] }, () => c),
);

const places: [string, string][] = [
  ['Manhattan', 'East Village'],
  ['Manhattan', 'Chelsea'],
  ['Manhattan', 'Harlem'],
  ['Manhattan', 'Greenwich Village'],
  ['Manhattan', 'Midtown'],
  ['Manhattan', 'Lower East Side'],
  ['Brooklyn', 'Williamsburg'],
  ['Brooklyn', 'Bushwick'],
  ['Brooklyn', 'Park Slope'],
  ['Brooklyn', 'DUMBO'],
  ['Queens', 'Astoria'],
  ['Queens', 'Long Island City'],
  ['Queens', 'Flushing'],
  ['Bronx', 'Mott Haven'],
  ['Bronx', 'Fordham'],
  ['Staten Island', 'St. George'],
];
const venues = ['Hall', 'Theater', 'Loft', 'Park', 'Gallery', 'Club', 'Studio', 'Garden', 'Pier'];
const adjectives = ['Late-Night', 'Sunday', 'Open-Air', 'Community', 'Pop-Up', 'Neighborhood'];
const nouns = ['Showcase', 'Session', 'Night', 'Meetup', 'Series', 'Sampler', 'Special'];
const performers = ['The Brooklyn Brass', 'Mara Lee', 'Queens Collective', 'DJ Halcyon', 'Tomás'];

function nycTime(hour: number, minute: number) {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** NYC calendar days around today with their UTC offset (taken at noon, after any DST switch). */
function nycDays(now: Date, from: number, to: number) {
  const today = DateTime.fromJSDate(now).setZone('America/New_York').startOf('day');
  const days = [];
  for (let d = from; d < to; d++) {
    const noon = today.plus({ days: d }).set({ hour: 12 });
    days.push({
      date: noon.toISODate()!,
      utcMidnight: Date.UTC(noon.year, noon.month - 1, noon.day),
      offsetMs: noon.offset * 60_000,
    });
  }
  return days;
}

/** Joins lines into chunks of CHUNK_ROWS: one write per chunk keeps COPY streaming cheap. */
function* batches(lines: Iterable<string>): Generator<string> {
  let chunk: string[] = [];
  for (const line of lines) {
    chunk.push(line);
    if (chunk.length === CHUNK_ROWS) {
      yield chunk.join('');
      chunk = [];
    }
  }
  if (chunk.length) yield chunk.join('');
}

function* times(count: number, row: (i: number) => string): Generator<string> {
  for (let i = 0; i < count; i++) yield row(i);
}

/** `user` rows: id, name, email, email_verified, first_name, last_name. */
export function userRows(size: DatasetSize): Generator<string> {
  return batches(
    times(size.users, (i) => {
      const n = i + 1;
      return `${benchUserId(n)}\tBench User ${n}\tuser${n}@bench.local\tt\tBench\tUser ${n}\n`;
    }),
  );
}

export const USER_COLUMNS = 'id, name, email, email_verified, first_name, last_name';

export const EVENT_COLUMNS =
  'id, title, description, date, time, starts_at, venue, price, price_min_cents, ' +
  'price_max_cents, category, original_category, performer, source_url, image_url, ' +
  'neighborhood, borough, is_movie, start_date, end_date, source';

/**
 * Events 1..N, starting from 10 days ago to 60 days ahead (NYC days, evening-heavy times), so
 * about one in seven has already started. Date and time agree with starts_at in New York.
 */
export function eventRows(size: DatasetSize, now: Date): Generator<string> {
  const rand = seededRandom(20240601);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const days = nycDays(now, -10, 60);
  const hours = [10, 11, 12, 14, 16, 17, 18, 18, 19, 19, 19, 20, 20, 20, 21, 21, 22, 23];
  return batches(
    times(size.events, (i) => {
      const id = i + 1;
      const cat = pick(weightedCategories);
      const day = pick(days);
      const hour = pick(hours);
      const minute = rand() < 0.5 ? 0 : 30;
      const startsAt = day.utcMidnight + (hour * 60 + minute) * 60_000 - day.offsetMs;
      const [borough, neighborhood] = pick(places);
      const venue = `${neighborhood} ${pick(venues)}`;
      const title = `${pick(adjectives)} ${cat.label} ${pick(nouns)} #${id}`;
      const description =
        `${title} at ${venue}, ${borough}. A generated listing for load tests: ` +
        `doors open 30 minutes early, all ages welcome.`;
      let price = 'Free';
      let min = '0';
      let max = '0';
      const r = rand();
      if (r > 0.35) {
        const lo = 5 + Math.floor(rand() * 60);
        const hi = r > 0.85 ? lo + 10 + Math.floor(rand() * 40) : lo;
        price = hi === lo ? `$${lo}` : `$${lo} - $${hi}`;
        min = String(lo * 100);
        max = String(hi * 100);
      }
      const isMovie = cat.id === 'movie';
      const endDate = isMovie
        ? new Date(day.utcMidnight + (7 + Math.floor(rand() * 21)) * DAY_MS)
            .toISOString()
            .slice(0, 10)
        : '\\N';
      const performer = ['music', 'comedy', 'dance'].includes(cat.id) ? pick(performers) : '\\N';
      const image = rand() < 0.5 ? `https://images.example.com/e/${id}.jpg` : '\\N';
      return (
        `${id}\t${title}\t${description}\t${day.date}\t${nycTime(hour, minute)}\t` +
        `${new Date(startsAt).toISOString()}\t${venue}\t${price}\t${min}\t${max}\t${cat.id}\t\\N\t` +
        `${performer}\thttps://example.com/events/${id}\t${image}\t${neighborhood}\t${borough}\t` +
        `${isMovie ? 't' : 'f'}\t${isMovie ? day.date : '\\N'}\t${endDate}\tmock\n`
      );
    }),
  );
}

export const SWIPE_COLUMNS = 'id, user_id, event_id, action, created_at, updated_at';

/**
 * ~30% liked / 60% passed / 10% maybe. Rows come in rounds (every user's k-th swipe, then a
 * slice of the heavy user's), oldest first over the last 90 days, so one user's swipes are
 * scattered over the table as they would be after months of real traffic.
 */
export function swipeRows(size: DatasetSize, heavyUserId: string, now: Date): Generator<string> {
  const rand = seededRandom(7);
  const strides = stridesFor(size.events);
  const starts = Array.from({ length: size.users }, () => Math.floor(rand() * size.events));
  const heavyStart = Math.floor(rand() * size.events);
  const heavyStride = strides[1 % strides.length]!;
  const total = totalSwipes(size);
  const from = now.getTime() - 90 * DAY_MS;
  const step = (90 * DAY_MS - 3_600_000) / total;
  const action = () => {
    const r = rand();
    return r < 0.3 ? 'liked' : r < 0.9 ? 'passed' : 'maybe';
  };

  let id = 0;
  const line = (userId: string, eventIndex: number) => {
    const at = new Date(from + id * step).toISOString();
    id++;
    return `${id}\t${userId}\t${eventIndex + 1}\t${action()}\t${at}\t${at}\n`;
  };

  function* rows(): Generator<string> {
    let heavyDone = 0;
    for (let k = 0; k < size.swipesPerUser; k++) {
      for (let u = 0; u < size.users; u++) {
        const stride = strides[u % strides.length]!;
        yield line(benchUserId(u + 1), (starts[u]! + k * stride) % size.events);
      }
      const heavyUntil = Math.floor(((k + 1) * size.heavySwipes) / size.swipesPerUser);
      for (; heavyDone < heavyUntil; heavyDone++) {
        yield line(heavyUserId, (heavyStart + heavyDone * heavyStride) % size.events);
      }
    }
  }

  return batches(rows());
}

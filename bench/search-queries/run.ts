import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { understandQuery, type UnderstoodFilter } from '#shared/search/understand-query.ts';
import { addDays } from '#shared/search-dates.ts';

/**
 * npm run bench:queries — how well the search understands what New Yorkers type
 * (docs/search.md#what-the-search-understands), against queries.json: realistic queries with
 * what a careful product should understand, written without looking at the rules. Odd ids are
 * the development set, used while writing the rules; even ids are held out and judged only with
 * HELD_OUT=1, once the rules are written. QUERIES_DETAIL=1 lists each difference.
 */

const querySchema = z.object({
  id: z.number(),
  set: z.enum(['dev', 'held-out']),
  q: z.string(),
  expect: z.object({
    borough: z.string().nullable(),
    neighborhoods: z.array(z.string()),
    time: z.string().nullable(),
    maxPrice: z.number().nullable(),
    categories: z.array(z.string()),
    text: z.string(),
  }),
});
type Query = z.infer<typeof querySchema>;

/** A Thursday, so weekday names are the coming days. */
const TODAY = '2026-12-03';
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const FIELDS = ['place', 'time', 'price', 'categories', 'text'] as const;
type Field = (typeof FIELDS)[number];

const queries = z
  .array(querySchema)
  .parse(JSON.parse(readFileSync(new URL('./queries.json', import.meta.url), 'utf8')));

const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/["“”]/g, '')
    .replace(/[^\p{L}\p{N}$' -]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .sort()
    .join(' ');

/** A time as the key names it: a preset, or a day (a weekday's name, "today") as its date. */
function keyTime(time: string | null): string | null {
  if (
    time === null ||
    time === 'tonight' ||
    time === 'tomorrow' ||
    time === 'weekend' ||
    time === 'week'
  ) {
    return time;
  }
  if (time === 'today') return TODAY;
  const weekday = WEEKDAYS.indexOf(time);
  return weekday < 0 ? time : addDays(TODAY, (weekday - TODAY_WEEKDAY + 7) % 7);
}
const TODAY_WEEKDAY = 4;
const timeOf = (f: Extract<UnderstoodFilter, { kind: 'time' }>) => ('when' in f ? f.when : f.date);

/** The fields of `q` read differently from what it expects. */
function misses(q: Query): Field[] {
  const u = understandQuery(q.q, TODAY);
  const of = <K extends UnderstoodFilter['kind']>(kind: K) =>
    u.parts
      .map((p) => p.filter)
      .filter((f): f is Extract<UnderstoodFilter, { kind: K }> => f.kind === kind);
  const place = of('place')[0];
  const time = of('time')[0];
  const price = of('price')[0];
  const wrong: Field[] = [];
  const placeRight =
    (place?.borough ?? null) === q.expect.borough &&
    // A ZIP code's neighborhoods: the main one expected must be among those understood.
    (q.expect.neighborhoods.length === 0
      ? (place?.neighborhoods.length ?? 0) === 0
      : (place?.neighborhoods ?? []).includes(q.expect.neighborhoods[0]!));
  if (!placeRight) wrong.push('place');
  if ((time ? timeOf(time) : null) !== keyTime(q.expect.time)) wrong.push('time');
  if ((price?.maxPrice ?? null) !== q.expect.maxPrice) wrong.push('price');
  const categories = of('category')
    .map((c) => c.category)
    .sort()
    .join(',');
  if (categories !== [...q.expect.categories].sort().join(',')) wrong.push('categories');
  if (norm(u.text) !== norm(q.expect.text)) wrong.push('text');
  return wrong;
}

const sets = process.env.HELD_OUT === '1' ? (['dev', 'held-out'] as const) : (['dev'] as const);
console.log(`Query understanding, ${sets.join(' and ')} (share of queries read right)\n`);
console.log(`| set | queries | all right | ${FIELDS.join(' | ')} |`);
console.log(`|---|---|---|${FIELDS.map(() => '---').join('|')}|`);
const details: string[] = [];
for (const set of sets) {
  const list = queries.filter((q) => q.set === set);
  const wrong = list.map((q) => ({ q, fields: misses(q) }));
  const share = (n: number) => `${((100 * n) / list.length).toFixed(0)} %`;
  const right = (f: Field) => share(wrong.filter((w) => !w.fields.includes(f)).length);
  console.log(
    `| ${set} | ${list.length} | ${share(wrong.filter((w) => w.fields.length === 0).length)} | ${FIELDS.map(right).join(' | ')} |`,
  );
  if (set === 'dev') {
    for (const w of wrong.filter((x) => x.fields.length > 0)) {
      const u = understandQuery(w.q.q, TODAY);
      details.push(
        `  ${w.q.q}: ${w.fields.join(', ')} — read ${JSON.stringify({ text: u.text, parts: u.parts.map((p) => p.label) })}, expected ${JSON.stringify(w.q.expect)}`,
      );
    }
  }
}
if (process.env.QUERIES_DETAIL)
  console.log(['', 'Development set differences:', ...details].join('\n'));

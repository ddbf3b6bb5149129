import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { previewCrawl } from '#server/features/crawler/crawl-preview.service.ts';
import {
  crawlPreviewKindSchema,
  type CrawlPreviewEvent,
  type CrawlPreviewItem,
} from '#shared/schemas/crawl.ts';
import { nycDayStart } from '#shared/time.ts';

/** The answer key of the held-out samples, written by reading each file by hand. */
const truthSchema = z.array(
  z.object({
    file: z.string(),
    kind: crawlPreviewKindSchema,
    asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    pageUrl: z.string().nullable().optional(),
    items: z.array(
      z.object({
        title: z.string(),
        date: z.string(),
        card: z.boolean(),
        why: z.string().optional(),
        expect: z
          .object({
            time: z.string(),
            endDate: z.string().nullable(),
            venue: z.string(),
            borough: z.string(),
            price: z.string().nullable(),
            category: z.string(),
          })
          .optional(),
      }),
    ),
  }),
);
type Truth = z.infer<typeof truthSchema>[number];
type Expected = Truth['items'][number];

const norm = (s: string) =>
  s.normalize('NFKC').toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();

/** The fields of a card made that differ from the key; the venue needs only to name the key's. */
function wrongFields(e: CrawlPreviewEvent, x: NonNullable<Expected['expect']>): string[] {
  const wrong: string[] = [];
  const time = e.allDay ? 'All day' : e.time;
  if (norm(time) !== norm(x.time)) wrong.push(`time ${time} ≠ ${x.time}`);
  if ((e.endDate ?? null) !== x.endDate && !(x.endDate === null && e.endDate === e.date)) {
    wrong.push(`end ${e.endDate} ≠ ${x.endDate}`);
  }
  const [venue, key] = [norm(e.venue), norm(x.venue)];
  if (!venue.includes(key) && !key.includes(venue)) wrong.push(`venue ${e.venue} ≠ ${x.venue}`);
  if (e.borough !== x.borough) wrong.push(`borough ${e.borough} ≠ ${x.borough}`);
  if (x.price !== null && norm(e.price) !== norm(x.price))
    wrong.push(`price ${e.price} ≠ ${x.price}`);
  if (e.category !== x.category) wrong.push(`category ${e.category} ≠ ${x.category}`);
  return wrong;
}

interface Tally {
  made: number;
  correct: number;
  /** Cards made where the key says none, by the key's reason. */
  wronglyMade: Record<string, number>;
  missed: number;
  notInKey: number;
}

function judgeFile(truth: Truth, items: CrawlPreviewItem[], t: Tally, detail: string[]) {
  const byKey = new Map<string, Expected>();
  for (const x of truth.items) byKey.set(`${norm(x.title)}|${x.date}`, x);
  const madeKeys = new Set<string>();
  for (const item of items) {
    if (item.status !== 'kept' || !item.event) continue;
    t.made += 1;
    const key = `${norm(item.event.title)}|${item.event.date}`;
    madeKeys.add(key);
    const x = byKey.get(key);
    if (!x) {
      t.notInKey += 1;
      detail.push(`  not in the key: ${item.event.title} ${item.event.date}`);
    } else if (!x.card) {
      t.wronglyMade[x.why ?? 'no card'] = (t.wronglyMade[x.why ?? 'no card'] ?? 0) + 1;
      detail.push(`  made, key says ${x.why ?? 'no card'}: ${x.title} ${x.date}`);
    } else {
      const wrong = x.expect ? wrongFields(item.event, x.expect) : [];
      if (wrong.length === 0) t.correct += 1;
      else detail.push(`  wrong: ${x.title} ${x.date}: ${wrong.join('; ')}`);
    }
  }
  for (const x of truth.items) {
    if (x.card && !madeKeys.has(`${norm(x.title)}|${x.date}`)) {
      t.missed += 1;
      detail.push(`  missed: ${x.title} ${x.date}`);
    }
  }
}

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(0)} %`);

/**
 * Reads every sample of a key (`key`, files relative to `dir`) as of its day and prints how its
 * cards compare with the key.
 */
export async function judgeSamples(title: string, dir: URL, key: URL): Promise<void> {
  const truths = truthSchema.parse(JSON.parse(readFileSync(key, 'utf8')));
  const total: Tally = { made: 0, correct: 0, wronglyMade: {}, missed: 0, notInKey: 0 };
  console.log(title);
  console.log('| file | key: cards | made | fully correct | made against the key | missed |');
  console.log('|---|---|---|---|---|---|');
  const details: string[] = [];
  for (const truth of truths) {
    const content = readFileSync(new URL(truth.file, dir));
    const preview = await previewCrawl(
      truth.kind,
      content,
      truth.pageUrl ?? null,
      nycDayStart(truth.asOf),
    ).catch((err: Error) => err);
    if (preview instanceof Error) {
      const cards = truth.items.filter((x) => x.card).length;
      console.log(`| ${truth.file} | ${cards} | unreadable: ${preview.message} | | | ${cards} |`);
      total.missed += cards;
      continue;
    }
    const t: Tally = { made: 0, correct: 0, wronglyMade: {}, missed: 0, notInKey: 0 };
    const detail: string[] = [];
    judgeFile(truth, preview.items, t, detail);
    const against = Object.values(t.wronglyMade).reduce((a, b) => a + b, 0) + t.notInKey;
    console.log(
      `| ${truth.file} | ${truth.items.filter((x) => x.card).length} | ${t.made} | ${t.correct} | ${against} | ${t.missed} |`,
    );
    if (detail.length) details.push(truth.file, ...detail);
    total.made += t.made;
    total.correct += t.correct;
    total.missed += t.missed;
    total.notInKey += t.notInKey;
    for (const [why, n] of Object.entries(t.wronglyMade)) {
      total.wronglyMade[why] = (total.wronglyMade[why] ?? 0) + n;
    }
  }
  const against = Object.entries(total.wronglyMade)
    .map(([why, n]) => `${n} ${why}`)
    .join(', ');
  console.log('');
  console.log(
    `Cards made ${total.made}: fully correct ${total.correct} (${pct(total.correct, total.made)}); ` +
      `made where the key says none: ${against || '0'}; not in the key: ${total.notInKey}; ` +
      `missed: ${total.missed}.`,
  );
  if (process.env.SAMPLES_DETAIL) console.log(['', ...details].join('\n'));
  console.log('');
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { previewCrawl } from '#server/features/crawler/crawl-preview.service.ts';
import {
  NYC_PERMITTED_EVENTS_URL,
  parseSocrataRows,
  PUBLIC_EVENT_TYPES,
} from '#server/features/crawler/sources/socrata.ts';
import { SKIP_REASONS, type CrawlPreviewKind } from '#shared/schemas/crawl.ts';
import { addDays, nycDayStart } from '#shared/time.ts';
import { judgeSamples } from './judge-samples.ts';

/**
 * node --import tsx bench/real-samples/run.ts
 *
 * What the source preview (and so a crawl) keeps of each real sample, per file and per kind,
 * with the skip reasons: the figures docs/crawler.md#real-samples quotes.
 * 1. The development samples (src/server/features/crawler/fixtures/real/), each read as of its
 *    own day: the day before the first event it lists, so nothing is past or too far ahead and
 *    each shows its other decisions; then all of them read today, when every one is past.
 * 2. The held-out samples (bench/real-samples/held-out/), never read while the crawler's rules
 *    were written: each read as of the day its answer key (truth.json) gives, and every item
 *    checked against the key: a card made where the key says none, a card missed, and whether
 *    each card made is right in every field.
 */

const REAL = new URL('../../src/server/features/crawler/fixtures/real/', import.meta.url);
const BEFORE_EVERY_SAMPLE = new Date('2000-01-01T05:00:00Z');
const KINDS: CrawlPreviewKind[] = ['socrata', 'ticketmaster', 'nyc-parks', 'ical', 'json-ld'];

interface Tally {
  found: number;
  kept: number;
  skips: Record<string, number>;
}

const skipText = (skips: Record<string, number>) =>
  SKIP_REASONS.filter((r) => (skips[r] ?? 0) > 0)
    .map((r) => `${skips[r]} ${r}`)
    .join(', ') || '-';
const share = (kept: number, found: number) =>
  found === 0 ? '-' : `${((100 * kept) / found).toFixed(0)} %`;

/**
 * The crawl's query asks only for the public permit types; an export holds every type. The
 * share the name rule keeps of the rows such a query would return.
 */
function publicTypeShare(content: Buffer, kept: number): string {
  const rows = parseSocrataRows(content.toString('utf8'), NYC_PERMITTED_EVENTS_URL);
  const types: readonly string[] = PUBLIC_EVENT_TYPES;
  const asked = rows.filter((r) => types.includes(r.originalCategory ?? '')).length;
  return `of ${asked} rows of public types, kept ${kept} (${share(kept, asked)})`;
}

/**
 * The sample's own day: the New York day before the first event it lists (read as of a day
 * before every sample, so every item is listed), else that day.
 */
async function asOfSample(kind: CrawlPreviewKind, content: Buffer): Promise<Date> {
  const starts = [
    ...content.toString('utf8').matchAll(/^DTSTART[^:\r\n]*:(\d{4})(\d{2})(\d{2})/gm),
  ].map(([, y, m, d]) => `${y}-${m}-${d}`);
  const listed = await previewCrawl(kind, content, null, BEFORE_EVERY_SAMPLE);
  const dates = [
    ...starts,
    ...listed.items.map((i) => i.event?.date ?? '').filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)),
  ].sort();
  return dates[0] ? nycDayStart(addDays(dates[0], -1)) : BEFORE_EVERY_SAMPLE;
}

async function tallyKind(kind: CrawlPreviewKind, now: Date | null): Promise<Tally> {
  const dir = new URL(`${kind}/`, REAL);
  const total: Tally = { found: 0, kept: 0, skips: {} };
  for (const file of readdirSync(dir).sort()) {
    const content = readFileSync(new URL(file, dir));
    const preview = await previewCrawl(
      kind,
      content,
      null,
      now ?? (await asOfSample(kind, content)),
    );
    total.found += preview.found;
    total.kept += preview.kept;
    for (const [reason, n] of Object.entries(preview.skips)) {
      total.skips[reason] = (total.skips[reason] ?? 0) + n;
    }
    if (now === null) {
      console.log(
        `  ${kind.padEnd(13)} ${file.padEnd(50)} found ${String(preview.found).padStart(3)}` +
          `  kept ${String(preview.kept).padStart(3)} (${share(preview.kept, preview.found)})` +
          `  skipped: ${skipText(preview.skips)}`,
      );
      if (kind === 'socrata')
        console.log(`  ${''.padEnd(13)} ${publicTypeShare(content, preview.kept)}`);
    }
  }
  return total;
}

for (const [label, now] of [
  ['the day before each one', null],
  [`today (${new Date().toISOString().slice(0, 10)})`, new Date()],
] as const) {
  console.log(`Real samples read as of ${label}`);
  for (const kind of KINDS) {
    const t = await tallyKind(kind, now);
    console.log(
      `${kind.padEnd(13)} found ${String(t.found).padStart(3)}  kept ${String(t.kept).padStart(3)}` +
        ` (${share(t.kept, t.found)})  skipped: ${skipText(t.skips)}`,
    );
  }
  console.log('');
}

await judgeSamples(
  'Development samples, each read as of its own day, against their answer key',
  REAL,
  new URL('./development-truth.json', import.meta.url),
);
// Only with HELD_OUT=1: judged once the rules are written, never while writing them.
const HELD_OUT = new URL('./held-out/', import.meta.url);
if (process.env.HELD_OUT === '1' && existsSync(new URL('truth.json', HELD_OUT))) {
  await judgeSamples(
    'Held-out samples, each read as of its own day, against their answer key',
    HELD_OUT,
    new URL('truth.json', HELD_OUT),
  );
}

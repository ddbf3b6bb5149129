import { readdirSync, readFileSync } from 'node:fs';
import { previewCrawl } from '#server/features/crawler/crawl-preview.service.ts';
import {
  NYC_PERMITTED_EVENTS_URL,
  parseSocrataRows,
  PUBLIC_EVENT_TYPES,
} from '#server/features/crawler/sources/socrata.ts';
import { SKIP_REASONS, type CrawlPreviewKind } from '#shared/schemas/crawl.ts';

/**
 * node --import tsx bench/real-samples/run.ts
 *
 * What the source preview (and so a crawl) keeps of each real sample in
 * src/server/features/crawler/fixtures/real/, per file and per kind, with the skip reasons: the
 * figures docs/crawler.md#real-samples quotes. "Now" is fixed before every sample's date, so
 * no item counts as past and each shows its other decisions (an iCalendar file is read as of
 * the day before its first DTSTART, so its recurring events fall within the preview's
 * horizon); a second pass with today's date shows that, read now, every sample is past.
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

/** The day before a calendar's first DTSTART, else the fixed date before every sample. */
function before(content: Buffer): Date {
  const starts = [
    ...content.toString('utf8').matchAll(/^DTSTART[^:\r\n]*:(\d{4})(\d{2})(\d{2})/gm),
  ];
  const first = starts.map(([, y, m, d]) => `${y}-${m}-${d}`).sort()[0];
  return first ? new Date(Date.parse(`${first}T05:00:00Z`) - 86_400_000) : BEFORE_EVERY_SAMPLE;
}

async function tallyKind(kind: CrawlPreviewKind, now: Date | null): Promise<Tally> {
  const dir = new URL(`${kind}/`, REAL);
  const total: Tally = { found: 0, kept: 0, skips: {} };
  for (const file of readdirSync(dir).sort()) {
    const content = readFileSync(new URL(file, dir));
    const preview = await previewCrawl(kind, content, null, now ?? before(content));
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
  ['before each sample', null],
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

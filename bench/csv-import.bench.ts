import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableColumns } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { events } from '#server/db/schema/events.ts';
import type { NewEventRow } from '#server/events/event-row.ts';
import { parseCsvEvents } from '#server/features/csv-import/csv-rows.ts';
import { CSV_OPTIONAL_COLUMNS, CSV_REQUIRED_COLUMNS } from '#shared/schemas/csv-import.ts';
import { addDays, nycToday } from '#shared/time.ts';
import type { BenchContext } from './load.ts';

export const CSV_ROWS = 50_000;

export interface ImportMeasurement {
  rows: number;
  apiSeconds: number;
  apiRowsPerSecond: number;
  copySeconds: number;
  copyRowsPerSecond: number;
}

const places = [
  ['Chelsea', 'Manhattan'],
  ['Williamsburg', 'Brooklyn'],
  ['Astoria', 'Queens'],
  ['Mott Haven', 'Bronx'],
] as const;
const kinds = ['music', 'comedy', 'art', 'food', 'yoga', 'theater'];

/** A 50k-row upload as an admin would send it: every column filled, dates over the next month. */
export function importCsvFile(runTag: string, now = new Date()): string {
  const today = nycToday(now);
  const header = [...CSV_REQUIRED_COLUMNS, ...CSV_OPTIONAL_COLUMNS];
  const lines = [header.join(',')];
  for (let i = 0; i < CSV_ROWS; i++) {
    const [neighborhood, borough] = places[i % places.length]!;
    // Keyed by column, so a column added to the format cannot shift the others.
    const row: Record<(typeof header)[number], string> = {
      title: `Imported Showcase ${runTag} ${i}`,
      description: `Row ${i} of the bench upload.`,
      date: addDays(today, 1 + (i % 30)),
      time: `${1 + (i % 12)}:${i % 2 ? '30' : '00'} PM`,
      venue: `${neighborhood} Hall`,
      price: i % 3 ? '$10-20' : 'Free',
      category: kinds[i % kinds.length]!,
      sourceUrl: `https://example.com/import/${i}`,
      performer: '',
      imageUrl: '',
      neighborhood,
      borough,
      endDate: '',
    };
    lines.push(header.map((column) => row[column]).join(','));
  }
  return `${lines.join('\n')}\n`;
}

const columns = getTableColumns(events);

/** One value in COPY's text format. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value as string);
  return text.replace(
    /[\\\t\n\r]/g,
    (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!,
  );
}

/** The same events as COPY text: the rows the importer would insert, minus batch and key. */
function copyRows(rows: NewEventRow[]) {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))] as (keyof NewEventRow)[];
  const names = keys.map((k) => `"${columns[k].name}"`).join(', ');
  const lines: string[] = [];
  for (let i = 0; i < rows.length; i += 5_000) {
    lines.push(
      rows
        .slice(i, i + 5_000)
        .map((r) => `${keys.map((k) => copyValue(r[k])).join('\t')}\n`)
        .join(''),
    );
  }
  return { names, lines };
}

/**
 * POST /api/events/bulk-upload of 50k rows (parse, validation, duplicate check, insert in one
 * transaction) against COPY of the same rows into the same table, both timed from the first
 * byte sent to the answer. Both sets are removed again: the upload through batch undo, the
 * copied rows by id.
 */
export async function csvImportBench(ctx: BenchContext): Promise<ImportMeasurement> {
  const file = importCsvFile(Date.now().toString(36));
  const form = new FormData();
  form.set('csv', new Blob([file], { type: 'text/csv' }), 'bench.csv');
  let started = performance.now();
  const res = await fetch(`${ctx.load.baseUrl}/api/events/bulk-upload`, {
    method: 'POST',
    headers: { cookie: ctx.admin.cookie },
    body: form,
  });
  const apiSeconds = (performance.now() - started) / 1000;
  const outcome = (await res.json()) as { successful?: number; batchStartId?: number | null };
  // Whatever the upload answered, what it imported goes again.
  if (outcome.batchStartId) {
    const undo = await fetch(`${ctx.load.baseUrl}/api/events/batch/undo`, {
      method: 'DELETE',
      headers: { cookie: ctx.admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ batchStartId: outcome.batchStartId }),
    });
    if (!undo.ok) throw new Error(`Undoing the upload answered ${undo.status}`);
  }
  if (res.status !== 200 || outcome.successful !== CSV_ROWS) {
    throw new Error(`The upload answered ${res.status}: ${JSON.stringify(outcome).slice(0, 300)}`);
  }
  await ctx.load.settle();

  const parsed = await parseCsvEvents(Buffer.from(file));
  const { names, lines } = copyRows(
    parsed.valid.map((e) => ({ ...e.row, source: 'csv' as const })),
  );
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ max: string }>('SELECT max(id) AS max FROM events');
  const max = rows[0]!.max;
  try {
    started = performance.now();
    const copy = client.query(copyFrom(`COPY events (${names}) FROM STDIN`));
    await pipeline(Readable.from(lines), copy);
    const copySeconds = (performance.now() - started) / 1000;
    if (copy.rowCount !== CSV_ROWS) throw new Error(`COPY wrote ${copy.rowCount} rows`);
    const m: ImportMeasurement = {
      rows: CSV_ROWS,
      apiSeconds: round(apiSeconds),
      apiRowsPerSecond: Math.round(CSV_ROWS / apiSeconds),
      copySeconds: round(copySeconds),
      copyRowsPerSecond: Math.round(CSV_ROWS / copySeconds),
    };
    console.log(
      `  csv-import         ${m.apiRowsPerSecond} rows/s (${m.apiSeconds} s)   ` +
        `COPY ${m.copyRowsPerSecond} rows/s (${m.copySeconds} s)`,
    );
    return m;
  } finally {
    await client.query('DELETE FROM events WHERE id > $1', [max]);
    // Both sets were appended and deleted again: vacuum leaves the table as the load left it.
    await client.query('VACUUM (ANALYZE) events');
    await client.end();
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

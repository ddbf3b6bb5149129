import { createHash } from 'node:crypto';
import { isUtf8 } from 'node:buffer';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { z } from 'zod';
import type { NewEventRow } from '#server/events/event-row.ts';
import { readCsvRecords } from '#server/features/csv-import/csv-records.ts';
import { restoreFormulaText } from '#server/features/csv-import/csv-formula.ts';
import { badRequest, HttpError } from '#server/lib/errors.ts';
import { defaultImageFor, eventRowFrom } from '#server/events/event-normalize.ts';
import {
  CSV_MAX_ROW_CHARS,
  CSV_MAX_ROWS,
  CSV_OPTIONAL_COLUMNS,
  CSV_REQUIRED_COLUMNS,
  INVALID_CSV_FILE,
} from '#shared/schemas/csv-import.ts';
import { createEventSchema, isoDate } from '#shared/schemas/event-input.ts';

/** Row errors kept word for word; the rest are only counted. */
export const CSV_ERROR_LIST_MAX = 100;

const columns = [...CSV_REQUIRED_COLUMNS, ...CSV_OPTIONAL_COLUMNS];
type Column = (typeof columns)[number];

export interface CsvEvent {
  /** `csv:` + sha256 of what makes two rows the same event (events.source_key). */
  key: string;
  row: NewEventRow;
}

/**
 * How long reading holds the event loop before it lets other requests run: parsing a large file
 * must never stall the server (docs/reliability.md#csv-import).
 */
const SLICE_MS = 10;

/** What reading a file found, whether or not its valid rows were kept. */
export interface CsvSummary {
  /** Data rows, blank rows not counted. */
  totalRows: number;
  /** Rows that read as events. */
  validRows: number;
  failed: number;
  /** The first CSV_ERROR_LIST_MAX row errors, in file order. */
  errors: string[];
  /** Rows whose time did not parse: stored as written, starting at 7:00 PM. */
  defaultedTimes: number;
  /** Rows naming a picture by web address: imported with their category art instead. */
  picturesLeftOut: number;
}

export interface ParsedCsv extends CsvSummary {
  valid: CsvEvent[];
}

const invalidCsvFile = () => new HttpError(415, INVALID_CSV_FILE, 'INVALID_CSV_FILE');

/** "sourceUrl", "Source URL" and "source_url" all name one column. */
const squash = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
const columnBySquashedName = new Map<string, Column>(columns.map((c) => [squash(c), c]));

/**
 * Where each known column sits. A missing required column fails the whole file (400) rather
 * than every row alike: no row of such a file could ever import, and one message says why.
 * Unknown columns are ignored; when a column appears twice, the first one counts.
 */
function columnPositions(header: string[]): Map<Column, number> {
  const positions = new Map<Column, number>();
  header.forEach((name, i) => {
    const column = columnBySquashedName.get(squash(name));
    if (column && !positions.has(column)) positions.set(column, i);
  });
  const missing = CSV_REQUIRED_COLUMNS.filter((c) => !positions.has(c));
  if (missing.length) throw badRequest(`Missing columns: ${missing.join(', ')}`);
  return positions;
}

const isBlank = (record: string[]) => record.every((cell) => cell.trim() === '');

function contentKey(e: { title: string; date: string; time: string; venue: string }): string {
  const same = JSON.stringify([
    e.title.toLowerCase(),
    e.date,
    e.time.toLowerCase(),
    e.venue.toLowerCase(),
  ]);
  return `csv:${createHash('sha256').update(same).digest('hex')}`;
}

function issueText(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.');
  const text =
    issue.code === 'too_big'
      ? `must be at most ${String(issue.maximum)} characters`
      : issue.message;
  return field ? `${field} ${text}` : text;
}

/** One data row: the event it describes, or the first thing wrong with it. */
function readRow(
  record: string[],
  positions: Map<Column, number>,
  headerLength: number,
  onDefaultTime: () => void,
  onRemotePicture: () => void,
): CsvEvent | string {
  if (record.length !== headerLength) {
    return `has ${record.length} values but the header has ${headerLength} columns (quote values that contain commas)`;
  }
  const cell = (c: Column) => {
    const i = positions.get(c);
    const value = i === undefined ? undefined : record[i];
    return value === undefined ? undefined : restoreFormulaText(value);
  };
  const missing = (['title', 'date', 'venue'] as const).filter((c) => !cell(c)?.trim());
  if (missing.length) return `missing ${missing.join(', ')}`;
  if (!isoDate.safeParse(cell('date')!.trim()).success) return 'date must be YYYY-MM-DD';
  const input: Partial<Record<Column, string>> = Object.fromEntries(
    columns.map((c) => [c, cell(c)]),
  );
  const parsed = createEventSchema.safeParse(input);
  if (!parsed.success) return issueText(parsed.error.issues[0]!);
  const row = eventRowFrom(parsed.data, 'csv', onDefaultTime);
  // A file of thousands of rows never makes the server fetch thousands of third-party pictures
  // in one request, and a picture is never hot-linked: the row keeps its category art
  // (docs/product.md#pictures-we-serve).
  if (parsed.data.imageUrl && !parsed.data.imageUrl.startsWith('/')) {
    row.imageUrl = defaultImageFor(row.category ?? 'other');
    onRemotePicture();
  }
  return { key: contentKey(parsed.data), row };
}

const tooLongRow = `is longer than ${CSV_MAX_ROW_CHARS.toLocaleString('en-US')} characters`;

/**
 * Reads an uploaded file as an event CSV (docs/product.md#csv-import), handing on its valid rows
 * in batches of `batchSize` as they are read, so an import can write one batch while the next is
 * read; `summary` holds the counts and errors once the last batch is out. What counts is the
 * content: UTF-8 text (a BOM is fine) without NUL bytes, that reads as CSV (comma, semicolon or
 * tab separated) with a header row; anything else is 415 whatever its name or type. More than
 * CSV_MAX_ROWS data rows is 413.
 *
 * Row numbers are the ones a spreadsheet shows: the header is row 1, so the first data row is
 * "Row 2", and a quoted cell spanning lines is still one row. Blank rows keep their number but
 * are neither counted nor reported. A row whose quote never closes, or that is longer than
 * CSV_MAX_ROW_CHARS, is a row error, not the whole file's.
 *
 * Reading pauses every SLICE_MS so other requests go on meanwhile, whatever the file holds.
 */
export async function* readCsvEvents(
  file: Buffer,
  summary: CsvSummary,
  batchSize: number,
): AsyncGenerator<CsvEvent[]> {
  // Other control characters are a row's problem (the text schemas report them); NUL or bytes
  // that are not UTF-8 mean the file is not text at all.
  if (!isUtf8(file) || file.includes(0)) throw invalidCsvFile();
  const countDefaultTime = () => {
    summary.defaultedTimes += 1;
  };
  const countRemotePicture = () => {
    summary.picturesLeftOut += 1;
  };
  const fail = (row: number, why: string) => {
    summary.failed += 1;
    if (summary.errors.length < CSV_ERROR_LIST_MAX) summary.errors.push(`Row ${row}: ${why}`);
  };
  let header: { positions: Map<Column, number>; length: number } | undefined;
  let batch: CsvEvent[] = [];
  let sliceStarted = performance.now();
  for (const item of readCsvRecords(file.toString('utf8'))) {
    if (performance.now() - sliceStarted > SLICE_MS) {
      await nextTurn();
      sliceStarted = performance.now();
    }
    if ('broken' in item) {
      // A header that cannot be read means the file cannot be either.
      if (!header) throw invalidCsvFile();
      summary.totalRows += 1;
      fail(
        item.row,
        item.broken === 'too-long'
          ? tooLongRow
          : 'a quote opens a value and never closes (remove it or close it)',
      );
      continue;
    }
    const { record, row } = item;
    if (isBlank(record)) continue;
    if (!header) {
      header = { positions: columnPositions(record), length: record.length };
      continue;
    }
    summary.totalRows += 1;
    if (summary.totalRows > CSV_MAX_ROWS) {
      throw new HttpError(
        413,
        `Too many rows: at most ${CSV_MAX_ROWS.toLocaleString('en-US')}`,
        'TOO_MANY_ROWS',
      );
    }
    const read = readRow(
      record,
      header.positions,
      header.length,
      countDefaultTime,
      countRemotePicture,
    );
    if (typeof read === 'string') {
      fail(row, read);
      continue;
    }
    summary.validRows += 1;
    batch.push(read);
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
      sliceStarted = performance.now();
    }
  }
  if (!header) throw invalidCsvFile();
  if (batch.length > 0) yield batch;
}

export const emptySummary = (): CsvSummary => ({
  totalRows: 0,
  validRows: 0,
  failed: 0,
  errors: [],
  defaultedTimes: 0,
  picturesLeftOut: 0,
});

/** The whole file read at once, its valid rows kept (the preview). */
export async function parseCsvEvents(file: Buffer): Promise<ParsedCsv> {
  const summary = emptySummary();
  const valid: CsvEvent[] = [];
  for await (const batch of readCsvEvents(file, summary, CSV_MAX_ROWS)) {
    for (const event of batch) valid.push(event);
  }
  return { ...summary, valid };
}

import type { BatchWithUploader } from '#server/features/csv-import/batches.service.ts';
import type { ImportOutcome } from '#server/features/csv-import/csv-import.service.ts';
import {
  CSV_ERROR_LIST_MAX,
  type CsvEvent,
  type CsvSummary,
  type ParsedCsv,
} from '#server/features/csv-import/csv-rows.ts';
import {
  CSV_PREVIEW_ERRORS,
  CSV_PREVIEW_ROWS,
  type Batch,
  type CsvPreview,
  type CsvUploadResult,
} from '#shared/schemas/csv-import.ts';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Web-address pictures are not fetched from a CSV (docs/product.md#pictures-we-serve). */
function picturesNote(parsed: CsvSummary): string | null {
  if (parsed.picturesLeftOut === 0) return null;
  return (
    `${plural(parsed.picturesLeftOut, 'row names its picture', 'rows name their pictures')} ` +
    'by web address: they import with their category picture (upload pictures in the event form).'
  );
}

/** Says what the tiles say: the sample and its count are the rows an upload would import. */
function previewNote(parsed: ParsedCsv, shown: number, toImport: number, duplicates: number) {
  const parts = [
    toImport > 0
      ? `Showing ${shown} of ${plural(toImport, 'event', 'events')} to import.`
      : parsed.valid.length > 0
        ? 'Nothing new to import.'
        : 'No valid events found.',
  ];
  if (parsed.failed > 0) {
    parts.push(`${plural(parsed.failed, 'row has an error', 'rows have errors')}.`);
  }
  if (duplicates > 0) {
    parts.push(`${plural(duplicates, 'duplicate row', 'duplicate rows')} will be skipped.`);
  }
  const pictures = picturesNote(parsed);
  if (pictures) parts.push(pictures);
  return parts.join(' ');
}

/** `duplicates`: the valid rows the upload would skip (see duplicateRows). */
export function presentPreview(parsed: ParsedCsv, duplicates: Set<CsvEvent>): CsvPreview {
  const toImport = parsed.valid.filter((e) => !duplicates.has(e));
  const preview = toImport.slice(0, CSV_PREVIEW_ROWS).map(({ row }) => ({
    title: row.title,
    originalCategory: row.originalCategory ?? '',
    normalizedCategory: row.category ?? 'other',
    date: row.date,
    time: row.time ?? '',
    allDay: row.allDay ?? false,
    // An all-day event's last day is its own day: only a run over several days shows one.
    endDate: row.endDate && row.endDate > row.date ? row.endDate : null,
    venue: row.venue ?? '',
  }));
  return {
    totalRows: parsed.totalRows,
    successful: toImport.length,
    failed: parsed.failed,
    duplicates: duplicates.size,
    previewNote: previewNote(parsed, preview.length, toImport.length, duplicates.size),
    preview,
    errors: parsed.errors.slice(0, CSV_PREVIEW_ERRORS),
  };
}

/** Every row error up to the cap; past it, the last entry says how many more there were. */
function errorList(parsed: CsvSummary): string[] {
  if (parsed.failed <= CSV_ERROR_LIST_MAX) return parsed.errors;
  const kept = parsed.errors.slice(0, CSV_ERROR_LIST_MAX - 1);
  return [...kept, `…and ${(parsed.failed - kept.length).toLocaleString('en-US')} more`];
}

export function presentUpload(parsed: CsvSummary, outcome: ImportOutcome): CsvUploadResult {
  return {
    successful: outcome.inserted,
    failed: parsed.failed,
    duplicates: outcome.duplicates,
    totalRows: parsed.totalRows,
    errors: errorList(parsed),
    batchStartId: outcome.batchStartId,
    picturesNote: picturesNote(parsed),
  };
}

export function presentBatch(b: BatchWithUploader): Batch {
  return {
    batchStartId: b.startId,
    batchEndId: b.endId,
    eventCount: b.eventCount,
    uploadedAt: b.uploadedAt.toISOString(),
    filename: b.filename,
    uploadedBy: b.uploaderName,
  };
}

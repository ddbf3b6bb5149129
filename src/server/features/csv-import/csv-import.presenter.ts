import type { BatchWithUploader } from '#server/features/csv-import/batches.service.ts';
import type { ImportOutcome } from '#server/features/csv-import/csv-import.service.ts';
import {
  CSV_ERROR_LIST_MAX,
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

function previewNote(parsed: ParsedCsv, shown: number, duplicates: number): string {
  const valid = parsed.valid.length;
  const parts = [
    valid === 0
      ? 'No valid events found.'
      : `Showing ${shown} of ${plural(valid, 'valid event', 'valid events')}.`,
  ];
  if (parsed.failed > 0) {
    parts.push(`${plural(parsed.failed, 'row has an error', 'rows have errors')}.`);
  }
  if (duplicates > 0) {
    parts.push(
      `${plural(duplicates, 'row was', 'rows were')} already imported and will be skipped.`,
    );
  }
  const pictures = picturesNote(parsed);
  if (pictures) parts.push(pictures);
  return parts.join(' ');
}

export function presentPreview(parsed: ParsedCsv, duplicates: number): CsvPreview {
  const preview = parsed.valid.slice(0, CSV_PREVIEW_ROWS).map(({ row }) => ({
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
    successful: parsed.valid.length - duplicates,
    failed: parsed.failed,
    duplicates,
    previewNote: previewNote(parsed, preview.length, duplicates),
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

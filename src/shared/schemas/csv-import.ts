import { z } from 'zod';

/** The limits of one CSV file (docs/product.md#csv-import). */
export const CSV_MAX_BYTES = 10 * 1024 * 1024;
export const CSV_MAX_ROWS = 50_000;
/** One row's text at most (64 KB): a longer one is a row error (docs/reliability.md#csv-import). */
export const CSV_MAX_ROW_CHARS = 65_536;
export const CSV_PREVIEW_ROWS = 3;
export const CSV_PREVIEW_ERRORS = 3;
export const CSV_REQUIRED_COLUMNS = [
  'title',
  'description',
  'date',
  'time',
  'venue',
  'price',
  'category',
] as const;
export const CSV_OPTIONAL_COLUMNS = [
  'sourceUrl',
  'performer',
  'imageUrl',
  'neighborhood',
  'borough',
  // The last day of an event over several days (docs/product.md#all-day-events).
  'endDate',
] as const;
export const INVALID_CSV_FILE = 'Invalid File: Please select a valid CSV file';

/** POST /api/events/bulk-upload[/preview] query: `allowDuplicates=true` imports rows again. */
export const csvUploadQuerySchema = z.object({
  allowDuplicates: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const csvPreviewRowSchema = z.object({
  title: z.string(),
  originalCategory: z.string(),
  normalizedCategory: z.string(),
  date: z.string(),
  time: z.string(),
  allDay: z.boolean(),
  /** The last day when the event runs over several days, else null. */
  endDate: z.string().nullable(),
  venue: z.string(),
});

/** POST /api/events/bulk-upload/preview: nothing is saved. */
export const csvPreviewSchema = z.object({
  totalRows: z.number().int(),
  /** Rows an upload would import: valid and not duplicates. `preview` samples these. */
  successful: z.number().int(),
  failed: z.number().int(),
  /** Rows already imported earlier, which an upload would skip. */
  duplicates: z.number().int(),
  previewNote: z.string(),
  preview: z.array(csvPreviewRowSchema),
  errors: z.array(z.string()),
});
export type CsvPreview = z.infer<typeof csvPreviewSchema>;

/** POST /api/events/bulk-upload. batchStartId is null when no row was imported. */
export const csvUploadResultSchema = z.object({
  successful: z.number().int(),
  failed: z.number().int(),
  duplicates: z.number().int(),
  totalRows: z.number().int(),
  errors: z.array(z.string()),
  batchStartId: z.number().int().nullable(),
  /** Rows whose picture was a web address, imported with their category art; null for none. */
  picturesNote: z.string().nullable().default(null),
});
export type CsvUploadResult = z.infer<typeof csvUploadResultSchema>;

export const batchSchema = z.object({
  batchStartId: z.number().int(),
  batchEndId: z.number().int(),
  eventCount: z.number().int(),
  uploadedAt: z.string(),
  filename: z.string(),
  /** The admin's display name, or null when that account is gone. */
  uploadedBy: z.string().nullable(),
});
export type Batch = z.infer<typeof batchSchema>;

/** DELETE /api/events/batch/undo: the batch to remove, else the latest one. */
export const undoBatchSchema = z.object({ batchStartId: z.number().int().positive().optional() });
export const undoResultSchema = z.object({
  eventsDeleted: z.number().int(),
  userInteractionsDeleted: z.number().int(),
});
export type UndoResult = z.infer<typeof undoResultSchema>;

import { useMutation } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { csvUploadResultSchema } from '#shared/schemas/csv-import.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { uploadFile, type UploadProgress } from '#client/lib/upload-file.ts';
import { useInvalidateEventData } from './invalidate-event-data.ts';

export interface CsvTransfer {
  file: File;
  /** Imports rows an earlier upload already brought in (`?allowDuplicates=true`). */
  allowDuplicates: boolean;
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
}

/** Sends the file as the `csv` field; the preview and the upload differ only in path and answer. */
export function sendCsv<S extends ZodType>(
  path: string,
  schema: S,
  { file, allowDuplicates, onProgress, signal }: CsvTransfer,
) {
  const url = allowDuplicates ? `${path}?allowDuplicates=true` : path;
  return uploadFile(url, 'csv', file, schema, { onProgress, signal });
}

export function useUploadCsv() {
  const invalidate = useInvalidateEventData();
  return useMutation({
    mutationFn: (transfer: CsvTransfer) =>
      sendCsv(apiPaths.events.bulkUpload, csvUploadResultSchema, transfer),
    // A cancel after the file arrived may still land the batch, so the lists check either way.
    onSettled: () => void invalidate(),
  });
}

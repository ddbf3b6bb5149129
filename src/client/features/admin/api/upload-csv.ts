import { useMutation } from '@tanstack/react-query';
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

export function csvTransferUrl(path: string, allowDuplicates: boolean): string {
  return allowDuplicates ? `${path}?allowDuplicates=true` : path;
}

export function useUploadCsv() {
  const invalidate = useInvalidateEventData();
  return useMutation({
    mutationFn: ({ file, allowDuplicates, onProgress, signal }: CsvTransfer) =>
      uploadFile(
        csvTransferUrl(apiPaths.events.bulkUpload, allowDuplicates),
        'csv',
        file,
        csvUploadResultSchema,
        { onProgress, signal },
      ),
    // A cancel after the file arrived may still land the batch, so the lists check either way.
    onSettled: () => void invalidate(),
  });
}

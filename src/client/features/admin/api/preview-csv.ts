import { useMutation } from '@tanstack/react-query';
import { csvPreviewSchema } from '#shared/schemas/csv-import.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { uploadFile } from '#client/lib/upload-file.ts';
import { csvTransferUrl, type CsvTransfer } from './upload-csv.ts';

/** Reads the file on the server and reports what an upload would do; nothing is saved. */
export function usePreviewCsv() {
  return useMutation({
    mutationFn: ({ file, allowDuplicates, onProgress, signal }: CsvTransfer) =>
      uploadFile(
        csvTransferUrl(apiPaths.events.bulkUploadPreview, allowDuplicates),
        'csv',
        file,
        csvPreviewSchema,
        { onProgress, signal },
      ),
  });
}

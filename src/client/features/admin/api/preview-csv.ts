import { useMutation } from '@tanstack/react-query';
import { csvPreviewSchema } from '#shared/schemas/csv-import.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { sendCsv, type CsvTransfer } from './upload-csv.ts';

/** Reads the file on the server and reports what an upload would do; nothing is saved. */
export function usePreviewCsv() {
  return useMutation({
    mutationFn: (transfer: CsvTransfer) =>
      sendCsv(apiPaths.events.bulkUploadPreview, csvPreviewSchema, transfer),
  });
}

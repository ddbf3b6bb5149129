import { useMutation } from '@tanstack/react-query';
import { crawlPreviewSchema, type CrawlPreviewForm } from '#shared/schemas/crawl.ts';
import { uploadFile } from '#client/lib/upload-file.ts';

export interface CrawlPreviewRequest extends CrawlPreviewForm {
  file: File;
}

/** Reads a saved source response on the server as a crawl would; nothing is saved. */
export function usePreviewCrawl() {
  return useMutation({
    mutationFn: async ({ kind, url, file }: CrawlPreviewRequest) =>
      crawlPreviewSchema.parse(
        await uploadFile<unknown>('/api/crawl/preview', 'file', file, {
          fields: { kind, ...(url ? { url } : {}) },
        }),
      ),
  });
}

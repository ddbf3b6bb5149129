import { useMutation } from '@tanstack/react-query';
import { crawlPreviewSchema, type CrawlPreviewForm } from '#shared/schemas/crawl.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { uploadFile } from '#client/lib/upload-file.ts';

export interface CrawlPreviewRequest extends CrawlPreviewForm {
  file: File;
}

/** Reads a saved source response on the server as a crawl would; nothing is saved. */
export function usePreviewCrawl() {
  return useMutation({
    mutationFn: ({ kind, url, asOf, file }: CrawlPreviewRequest) =>
      uploadFile(apiPaths.admin.crawlPreview, 'file', file, crawlPreviewSchema, {
        fields: { kind, ...(url ? { url } : {}), ...(asOf ? { asOf } : {}) },
      }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#client/lib/api-paths.ts';
import { downloadFile } from '#client/lib/download-file.ts';
import { toast } from '#client/lib/toast.ts';

export function useDownloadCsvTemplate() {
  return useMutation({
    mutationFn: () => downloadFile(apiPaths.events.csvTemplate, 'events-template.csv'),
    onError: () =>
      toast({
        title: 'Download failed',
        description: 'Failed to download the CSV template. Please try again.',
        variant: 'error',
      }),
  });
}

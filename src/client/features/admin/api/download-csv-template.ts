import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '#client/lib/download-file.ts';
import { toast } from '#client/lib/toast.ts';

export function useDownloadCsvTemplate() {
  return useMutation({
    mutationFn: () => downloadFile('/api/events/csv-template', 'events-template.csv'),
    onError: () =>
      toast({
        title: 'Download failed',
        description: 'Failed to download the CSV template. Please try again.',
        variant: 'error',
      }),
  });
}

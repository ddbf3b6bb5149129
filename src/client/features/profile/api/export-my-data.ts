import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#client/lib/api-paths.ts';
import { downloadFile } from '#client/lib/download-file.ts';
import { toast } from '#client/lib/toast.ts';

export function useExportMyData() {
  return useMutation({
    mutationFn: () => downloadFile(apiPaths.me.export, 'swipenyc-data.json'),
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to export your data. Please try again.',
        variant: 'error',
      }),
  });
}

import { hashKey, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { sendJson } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { applyChange, revertChange } from '../lib/settings-change.ts';

interface SettingsPatchOptions<T> {
  /** Where the settings are cached; the mutation key and its queue derive from it. */
  queryKey: QueryKey;
  url: string;
  /** The settings' shared schema, which the saved answer is read with. */
  schema: ZodType<T>;
  /** What the controls show when the settings were never read. */
  fallback: T;
}

/**
 * Saves one setting at a time with its toasts (docs/product.md#calendar). The control moves at
 * once; the requests run one after another (one scope) so the server sees the changes in the order
 * the user made them, and a failed one puts its field back.
 */
export function useSettingsPatch<T extends object, Change extends Partial<T> = Partial<T>>({
  queryKey,
  url,
  schema,
  fallback,
}: SettingsPatchOptions<T>) {
  const queryClient = useQueryClient();
  const mutationKey = [...queryKey, 'update'];
  const current = () => queryClient.getQueryData<T>(queryKey) ?? fallback;

  return useMutation({
    mutationKey,
    scope: { id: hashKey(queryKey) },
    mutationFn: (change: Change) => sendJson('PATCH', url, schema, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const before = current();
      queryClient.setQueryData(queryKey, applyChange(before, change));
      return { before };
    },
    onSuccess: (saved) => {
      // With later changes still queued, the older answer would flick their controls back.
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(queryKey, saved);
      toast({ title: 'Settings Updated', variant: 'success' });
    },
    onError: (_err, change, context) => {
      if (context)
        queryClient.setQueryData(queryKey, revertChange(current(), change, context.before));
      toast({
        title: 'Error',
        description: 'Failed to update settings. Please try again.',
        variant: 'error',
      });
    },
  });
}

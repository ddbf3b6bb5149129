import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_CALENDAR_SETTINGS } from '#shared/calendar-defaults.ts';
import type { CalendarSettings } from '#shared/schemas/calendar.ts';
import { sendJson } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import { applyChange, revertChange, type CalendarSettingsChange } from '../lib/settings-change.ts';
import { CALENDAR_SETTINGS_URL, calendarSettingsQueryKey } from './get-calendar-settings.ts';

const mutationKey = ['calendar', 'settings', 'update'] as const;

/**
 * Saves one setting at a time. The control moves at once; the requests run one after another
 * (one scope) so the server sees the changes in the order the user made them.
 */
export function useUpdateCalendarSettings() {
  const queryClient = useQueryClient();
  const current = () =>
    queryClient.getQueryData<CalendarSettings>(calendarSettingsQueryKey) ??
    DEFAULT_CALENDAR_SETTINGS;

  return useMutation({
    mutationKey,
    scope: { id: 'calendar-settings' },
    mutationFn: (change: CalendarSettingsChange) =>
      sendJson<CalendarSettings>('PATCH', CALENDAR_SETTINGS_URL, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: calendarSettingsQueryKey });
      const before = current();
      queryClient.setQueryData(calendarSettingsQueryKey, applyChange(before, change));
      return { before };
    },
    onSuccess: (saved) => {
      // With later changes still queued, the older answer would flick their controls back.
      if (queryClient.isMutating({ mutationKey }) <= 1) {
        queryClient.setQueryData(calendarSettingsQueryKey, saved);
      }
      toast({ title: 'Settings Updated', variant: 'success' });
    },
    onError: (_err, change, context) => {
      if (context) {
        queryClient.setQueryData(
          calendarSettingsQueryKey,
          revertChange(current(), change, context.before),
        );
      }
      toast({
        title: 'Error',
        description: 'Failed to update settings. Please try again.',
        variant: 'error',
      });
    },
  });
}

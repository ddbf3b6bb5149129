import { useId, useState } from 'react';
import { errorDetail } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';
import {
  disablePushReminders,
  enablePushReminders,
  RemindersUnavailable,
} from '#client/lib/push-reminders.ts';
import { useUpdatePreferences } from '../api/update-preferences.ts';
import { ToggleSwitch } from './toggle-switch.tsx';

/**
 * The notifications preference, which is also this browser's push subscription: turning it on
 * asks for permission and subscribes first, so "on" never means reminders that cannot arrive.
 */
export function NotificationsToggle({ enabled }: { enabled: boolean }) {
  const update = useUpdatePreferences();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const helpId = useId();

  const change = async (checked: boolean) => {
    setBusy(true);
    try {
      if (checked) await enablePushReminders();
      update.mutate({ notifications: checked });
      if (!checked) await disablePushReminders();
    } catch (err) {
      toast({
        title: checked ? "Couldn't turn on reminders" : "Couldn't stop reminders on this device",
        description:
          err instanceof RemindersUnavailable ? err.message : errorDetail(err, 'Please try again.'),
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center justify-between gap-4">
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-bold text-white">
          Notifications
        </label>
        <p id={helpId} className="text-xs text-mist-400">
          A reminder before an event you loved starts, and at noon while a loved movie runs.
        </p>
      </div>
      <ToggleSwitch
        id={id}
        checked={enabled}
        disabled={busy}
        onCheckedChange={(checked) => void change(checked)}
        aria-describedby={helpId}
      />
    </div>
  );
}

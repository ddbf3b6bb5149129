import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorDetail, getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { toast } from '#client/lib/toast.ts';
import { googleConnectSchema } from '#shared/schemas/calendar.ts';
import { pollUntil } from '../lib/poll-until.ts';
import { calendarSettingsQueryKey, fetchCalendarSettings } from './get-calendar-settings.ts';

// After opening Google's consent screen, check every 2 s for up to 30 s.
const POLL_INTERVAL_MS = 2000;
const POLL_TIMEOUT_MS = 30_000;
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 600;
const CONNECT_FAILED = 'Failed to connect to Google Calendar';

function openCenteredPopup(): Window | null {
  const left = Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
  return window.open(
    '',
    'swipenyc-google-calendar',
    `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
  );
}

/**
 * Google's consent screen in a popup, then polling until the server has the tokens. The popup is
 * opened before the consent URL is fetched because browsers only allow popups straight from a
 * click, not after an await.
 */
export function useConnectGoogleCalendar() {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(false);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  async function connect() {
    const popup = openCenteredPopup();
    if (!popup) {
      toast({
        title: CONNECT_FAILED,
        description: 'Allow pop-ups for this site, then try again.',
        variant: 'error',
      });
      return;
    }
    // Google's pages have no business reaching back into ours.
    popup.opener = null;

    const controller = new AbortController();
    abortRef.current?.abort();
    abortRef.current = controller;
    setWaiting(true);
    try {
      const { authUrl } = await getJson(apiPaths.calendar.googleConnect, googleConnectSchema);
      popup.location.href = authUrl;
    } catch (err) {
      popup.close();
      setWaiting(false);
      toast({ title: errorDetail(err, CONNECT_FAILED), variant: 'error' });
      // The server may have lost its Google keys since the page loaded; show the notice if so.
      void queryClient.invalidateQueries({ queryKey: calendarSettingsQueryKey });
      return;
    }

    const connected = await pollUntil(
      async () => {
        const settings = await fetchCalendarSettings();
        if (settings.googleCalendarConnected) {
          queryClient.setQueryData(calendarSettingsQueryKey, settings);
        }
        return settings.googleCalendarConnected;
      },
      { intervalMs: POLL_INTERVAL_MS, timeoutMs: POLL_TIMEOUT_MS, signal: controller.signal },
    );
    if (controller.signal.aborted) return;
    setWaiting(false);
    if (connected) {
      if (!popup.closed) popup.close();
      toast({ title: 'Google Calendar Connected!', variant: 'success' });
    } else {
      toast({ title: CONNECT_FAILED, variant: 'error' });
    }
  }

  return { connect: () => void connect(), waiting };
}

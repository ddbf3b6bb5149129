/// <reference lib="webworker" />
import type { PushMessage } from '#shared/push.ts';
import { paths } from '#client/lib/paths.ts';

/** Shows each reminder the server pushes and opens its page when the notification is clicked. */
export function handlePushReminders(worker: ServiceWorkerGlobalScope) {
  worker.addEventListener('push', (event) => {
    const message = event.data?.json() as PushMessage | undefined;
    if (!message) return;
    event.waitUntil(
      worker.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        icon: '/icons/icon-192.png',
        data: { url: message.url },
      }),
    );
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL(
      (event.notification.data as { url?: string } | null)?.url ?? paths.home,
      worker.location.origin,
    );
    // Only our own pages: a notification never opens another site.
    const target = url.origin === worker.location.origin ? url.href : worker.location.origin;
    event.waitUntil(
      (async () => {
        const open = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const tab = open.find((client) => new URL(client.url).origin === worker.location.origin);
        if (tab) {
          await tab.focus();
          await tab.navigate(target);
        } else {
          await worker.clients.openWindow(target);
        }
      })(),
    );
  });
}

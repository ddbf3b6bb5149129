/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { handlePushReminders } from './push-handler.ts';
import { isEventImage, servesAppShell } from './routes.ts';

declare const self: ServiceWorkerGlobalScope;

handlePushReminders(self);

const IMAGE_CACHE = 'event-images';
const DAY_SECONDS = 24 * 60 * 60;

// The build's code and page; the caches of older builds go once this one is active.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages come from the server while it answers (a fresh CSP nonce, the newest build); the cached
// page only stands in when the network is gone.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && servesAppShell(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const page = await matchPrecache('index.html');
      if (!page) throw error;
      return page;
    }
  },
);

registerRoute(
  ({ url }) => isEventImage(url, self.location.origin),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new ExpirationPlugin({
        maxEntries: 200,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// A new build waits until the page's "Reload" asks it to take over (see register-service-worker).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

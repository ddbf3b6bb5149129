import { apiRequest, getJson } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { vapidPublicKeySchema, type PushSubscriptionInput } from '#shared/schemas/push.ts';

/** Why reminders cannot be turned on here, in words for the user. */
export class RemindersUnavailable extends Error {}

/** The VAPID key as the bytes `pushManager.subscribe` wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) {
    throw new RemindersUnavailable('This browser cannot show reminders.');
  }
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) {
    throw new RemindersUnavailable(
      'Reminders need the app to finish installing. Reload and try again.',
    );
  }
  return registration;
}

/**
 * Asks for permission, subscribes this browser to the server's push key and stores the
 * subscription for the signed-in user. Throws RemindersUnavailable with the reason.
 */
export async function enablePushReminders(): Promise<void> {
  const registration = await workerRegistration();
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new RemindersUnavailable(
      'Notifications are blocked for this site. Allow them in the browser settings to get reminders.',
    );
  }
  const { publicKey } = await getJson(apiPaths.push.publicKey, vapidPublicKeySchema);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await apiRequest(
    'POST',
    apiPaths.push.subscriptions,
    subscription.toJSON() as PushSubscriptionInput,
  );
}

/** Stops this browser's subscription, here and on the server; quiet when there is none. */
export async function disablePushReminders(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await apiRequest('DELETE', apiPaths.push.subscriptions, { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

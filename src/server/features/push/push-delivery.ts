import http from 'node:http';
import https from 'node:https';
import webPush from 'web-push';
import {
  bareHost,
  checkLiteralHost,
  guardedLookup,
  type Resolver,
} from '#server/outbound/address-guard.ts';
import type { VapidKeys } from '#server/features/push/vapid-keys.ts';
import type { PushMessage } from '#shared/push.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How pushes leave this server. */
export interface DeliveryPolicy {
  /** `https:` URL or `mailto:` address push services may contact about our traffic. */
  subject: string;
  /** Hosts the address guard lets through although they are private (a test's push service). */
  allowPrivateHosts?: readonly string[];
  resolver?: Resolver;
  timeoutMs?: number;
}

/** `gone`: the push service no longer knows the subscription (404/410); it is to be removed. */
export type DeliveryResult = 'sent' | 'gone' | 'failed';

/** How long a push service may hold a reminder for an offline browser: the event will not wait. */
const TTL_SECONDS = 2 * 60 * 60;

/**
 * Sends one push message, encrypted by web-push (RFC 8291) but over our own request: the
 * endpoint is an address a browser handed us, so it passes the same address guard as a crawl
 * (a subscription must not make the server call into its own network).
 */
export function deliverPush(
  target: PushTarget,
  message: PushMessage,
  vapid: VapidKeys,
  policy: DeliveryPolicy,
): Promise<DeliveryResult> {
  const allowed = new Set(policy.allowPrivateHosts ?? []);
  const details = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    {
      TTL: TTL_SECONDS,
      vapidDetails: { subject: policy.subject, ...vapid },
      contentEncoding: 'aes128gcm',
    },
  );
  const url = new URL(details.endpoint);
  try {
    checkLiteralHost(url, allowed);
  } catch {
    return Promise.resolve('failed');
  }
  // Plain http only to a host a test allowed; browsers' push services are all https.
  if (url.protocol !== 'https:' && !allowed.has(bareHost(url))) return Promise.resolve('failed');
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: details.method,
        headers: details.headers,
        lookup: allowed.has(bareHost(url)) ? undefined : guardedLookup(policy.resolver),
        agent: false,
        timeout: policy.timeoutMs ?? 10_000,
      },
      (res) => {
        res.resume();
        const status = res.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve('sent');
        else resolve(status === 404 || status === 410 ? 'gone' : 'failed');
      },
    );
    request.on('timeout', () => request.destroy(new Error('push service timed out')));
    request.on('error', () => resolve('failed'));
    request.end(details.body);
  });
}

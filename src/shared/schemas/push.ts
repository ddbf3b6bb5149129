import { z } from 'zod';
import { plainText } from '#shared/schemas/text.ts';

const base64url = (min: number, max: number) =>
  plainText()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Must be base64url');

/** A browser's push service address: HTTPS only, as every browser's push service is. */
const endpoint = plainText()
  .max(2048)
  .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', {
    message: 'Must be an https:// push service address',
  });

/** POST /api/push/subscriptions: the JSON of the browser's `PushSubscription`. */
export const pushSubscriptionSchema = z.object({
  endpoint,
  // An uncompressed P-256 public key (65 bytes) and a 16-byte secret, base64url.
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: the browser stopped its subscription. */
export const pushUnsubscribeSchema = z.object({ endpoint });

export const vapidPublicKeySchema = z.object({ publicKey: z.string() });

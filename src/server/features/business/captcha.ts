import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { captchaUses } from '#server/db/schema/business.ts';
import { HttpError } from '#server/lib/errors.ts';
import { CAPTCHA_MAX, CAPTCHA_MIN } from '#shared/business.ts';
import { CAPTCHA_FAILED, type CaptchaChallenge } from '#shared/schemas/business.ts';

export const CAPTCHA_TTL_MS = 10 * 60 * 1000;

interface CaptchaClaims {
  nonce: string;
  a: number;
  b: number;
  /** Expiry, in milliseconds since the epoch. */
  exp: number;
  /** The user it was issued to: a challenge solved by one account cannot serve another. */
  uid: string;
}

/** Its own key, so a captcha signature can never pass for any other signed value of the app. */
export function captchaKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('business-captcha').digest();
}

const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** A fresh "a + b" challenge for `userId`, signed so the server need not remember it. */
export function issueCaptcha(key: Buffer, userId: string, now = new Date()): CaptchaChallenge {
  const claims: CaptchaClaims = {
    nonce: randomBytes(16).toString('base64url'),
    a: randomInt(CAPTCHA_MIN, CAPTCHA_MAX + 1),
    b: randomInt(CAPTCHA_MIN, CAPTCHA_MAX + 1),
    exp: now.getTime() + CAPTCHA_TTL_MS,
    uid: userId,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return {
    token: `${payload}.${mac(key, payload)}`,
    a: claims.a,
    b: claims.b,
    question: `What is ${claims.a} + ${claims.b}?`,
    expiresAt: new Date(claims.exp).toISOString(),
  };
}

const isClaims = (v: unknown): v is CaptchaClaims => {
  const c = v as Partial<CaptchaClaims> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.nonce === 'string' &&
    Number.isInteger(c.a) &&
    Number.isInteger(c.b) &&
    Number.isFinite(c.exp) &&
    typeof c.uid === 'string'
  );
};

/** The claims of a token this server signed for `userId` that has not expired, else null. */
export function readCaptchaToken(
  key: Buffer,
  token: string,
  userId: string,
  now = new Date(),
): CaptchaClaims | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(mac(key, payload), 'base64url');
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.uid !== userId || claims.exp <= now.getTime()) return null;
  return claims;
}

/** The typed answer as a whole number: "12", " 12 " and 12 count; "12.0", "1e1" and "" do not. */
function answerValue(answer: string | number): number | null {
  if (typeof answer === 'number') return Number.isInteger(answer) ? answer : null;
  const text = answer.trim();
  return /^-?\d{1,9}$/.test(text) ? Number(text) : null;
}

/**
 * Accepts the answer to a challenge once. The nonce is used up before the answer is compared,
 * so a wrong answer spends the challenge too and one token cannot be tried a hundred times.
 * Anything wrong (forged, expired, another user's, reused, wrong) is the same 400.
 */
export async function redeemCaptcha(
  db: Db,
  key: Buffer,
  userId: string,
  token: string,
  answer: string | number,
  now = new Date(),
): Promise<void> {
  const failed = new HttpError(400, CAPTCHA_FAILED, 'CAPTCHA_FAILED');
  const claims = readCaptchaToken(key, token, userId, now);
  if (!claims) throw failed;
  // Spent nonces are only worth keeping until their challenge would have expired anyway.
  await db.delete(captchaUses).where(lt(captchaUses.expiresAt, now));
  const fresh = await db
    .insert(captchaUses)
    .values({ nonce: claims.nonce, expiresAt: new Date(claims.exp) })
    .onConflictDoNothing()
    .returning({ nonce: captchaUses.nonce });
  if (fresh.length === 0 || answerValue(answer) !== claims.a + claims.b) throw failed;
}

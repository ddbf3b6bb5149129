import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_TTL_MS,
  captchaKey,
  issueCaptcha,
  readCaptchaToken,
} from '#server/features/business/captcha.ts';

const key = captchaKey('session-secret-for-tests');
const now = new Date('2030-06-10T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

const decode = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8'));
const encode = (claims: object) => Buffer.from(JSON.stringify(claims)).toString('base64url');
/** A token for any payload, signed as the module signs (HMAC-SHA256 with the derived key). */
const signed = (body: string) => {
  const payload = Buffer.from(body).toString('base64url');
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
};

describe('captcha tokens', () => {
  it('carry the challenge, its owner and its expiry, and read back for that owner', () => {
    const c = issueCaptcha(key, 'user-1', now);
    expect(c.question).toBe(`What is ${c.a} + ${c.b}?`);
    expect(c.expiresAt).toBe(at(CAPTCHA_TTL_MS).toISOString());
    const claims = readCaptchaToken(key, c.token, 'user-1', at(CAPTCHA_TTL_MS - 1));
    expect(claims).toMatchObject({
      a: c.a,
      b: c.b,
      uid: 'user-1',
      exp: at(CAPTCHA_TTL_MS).getTime(),
    });
    expect(claims!.nonce).toMatch(/^[\w-]{22}$/);
  });

  it('draw both numbers from 1 to 10, and a new nonce every time', () => {
    const seen = new Set<number>();
    const nonces = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const c = issueCaptcha(key, 'user-1', now);
      seen.add(c.a).add(c.b);
      nonces.add(decode(c.token).nonce);
    }
    expect([...seen].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(nonces.size).toBe(400);
  });

  it('expire after ten minutes', () => {
    const { token } = issueCaptcha(key, 'user-1', now);
    expect(readCaptchaToken(key, token, 'user-1', at(CAPTCHA_TTL_MS))).toBeNull();
  });

  it('are refused for anyone but their owner', () => {
    const { token } = issueCaptcha(key, 'user-1', now);
    expect(readCaptchaToken(key, token, 'user-2', now)).toBeNull();
  });

  it('are refused when changed, cut, or signed with another key', () => {
    const { token } = issueCaptcha(key, 'user-1', now);
    const [payload, signature] = token.split('.') as [string, string];
    const claims = decode(token);
    const tampered = [
      `${encode({ ...claims, a: claims.a + 10 })}.${signature}`,
      `${encode({ ...claims, uid: 'user-2' })}.${signature}`,
      `${encode({ ...claims, exp: claims.exp + 3_600_000 })}.${signature}`,
      `${payload}.${signature.slice(0, -2)}`,
      `${payload}.`,
      `.${signature}`,
      `${payload}.${signature}.${signature}`,
      payload,
      '',
      issueCaptcha(captchaKey('another-secret'), 'user-1', now).token,
    ];
    for (const t of tampered) expect(readCaptchaToken(key, t, 'user-1', now), t).toBeNull();
  });

  it('are refused when correctly signed but not a challenge', () => {
    const good = { nonce: 'n', a: 1, b: 2, exp: 1000, uid: 'user-1' };
    expect(readCaptchaToken(key, signed(JSON.stringify(good)), 'user-1', new Date(0))).toEqual(
      good,
    );
    // Only this server can sign; still, what it reads must have the right shape.
    for (const body of [
      'not json',
      'null',
      '[]',
      '{"nonce":"n","a":"1","b":2,"exp":1,"uid":"user-1"}',
    ]) {
      expect(readCaptchaToken(key, signed(body), 'user-1', new Date(0)), body).toBeNull();
    }
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { businessAccounts, captchaUses } from '#server/db/schema/business.ts';
import {
  fetchCaptcha,
  nextAddress,
  postSignup,
  signupFields,
  signUpAsBusiness,
} from '#test/support/data/business-fixtures.ts';
import { captchaKey, issueCaptcha } from '#server/features/business/captcha.ts';
import { as, createTestApp, signUp, type TestApp } from '#test/support/server/test-app.ts';
import { CAPTCHA_FAILED, MISSING_BUSINESS_FIELDS } from '#shared/schemas/business.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = () => captchaKey(t.config.sessionSecret);
const get = (cookie: string, url: string) => t.app.inject(as(cookie, { method: 'GET', url }));
const accountsOf = (userId: string) =>
  t.database.db.select().from(businessAccounts).where(eq(businessAccounts.userId, userId));

/** The signup body with a solved captcha. */
async function solved(cookie: string, overrides: Record<string, unknown> = {}) {
  const captcha = await fetchCaptcha(t.app, cookie);
  return {
    ...signupFields(),
    captchaToken: captcha.token,
    captchaAnswer: String(captcha.a + captcha.b),
    ...overrides,
  };
}

const expectCaptchaFailed = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: CAPTCHA_FAILED, code: 'CAPTCHA_FAILED' });
};

describe('GET /api/business/captcha', () => {
  it('asks for the sum of two numbers from 1 to 10, valid for 10 minutes', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject(
      as(cookie, { method: 'GET', url: '/api/business/captcha', remoteAddress: nextAddress() }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { a, b, question, expiresAt, token } = res.json();
    for (const n of [a, b]) expect(n >= 1 && n <= 10 && Number.isInteger(n)).toBe(true);
    expect(question).toBe(`What is ${a} + ${b}?`);
    const ttl = new Date(expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('is limited per address', async () => {
    const { cookie } = await signUp(t.app);
    const from = '10.99.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject(
        as(cookie, { method: 'GET', url: '/api/business/captcha', remoteAddress: from }),
      );
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('POST /api/business/signup', () => {
  it('approves the account at once and answers it', async () => {
    const { cookie, user } = await signUp(t.app);
    expect((await get(cookie, '/api/business/account')).json()).toBeNull();

    const captcha = await fetchCaptcha(t.app, cookie);
    const res = await postSignup(t.app, cookie, {
      ...signupFields({ companyName: '  Blue Door Jazz  ' }),
      captchaToken: captcha.token,
      captchaAnswer: ` ${captcha.a + captcha.b} `,
    });
    expect(res.statusCode).toBe(201);
    const account = res.json();
    expect(account).toMatchObject({
      companyName: 'Blue Door Jazz',
      businessType: 'venue',
      contactName: 'Kim Park',
      email: 'bookings@bluedoor.example',
      phone: '+1 (212) 555-0100',
      website: 'https://bluedoor.example',
      description: 'Live jazz every night.',
      isApproved: true,
    });
    const mine = await get(cookie, '/api/business/account');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(account);
    expect(await accountsOf(user.id)).toHaveLength(1);
  });

  it('takes the optional fields as absent, and the answer as a number', async () => {
    const { cookie } = await signUp(t.app);
    const captcha = await fetchCaptcha(t.app, cookie);
    const res = await postSignup(t.app, cookie, {
      companyName: 'The Loud Ones',
      email: 'band@example.com',
      contactName: 'Sam',
      businessType: 'band',
      website: '',
      captchaToken: captcha.token,
      captchaAnswer: captcha.a + captcha.b,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ phone: null, website: null, description: '' });
  });

  it('wants company, email, contact and type, before looking at the captcha', async () => {
    const { cookie, user } = await signUp(t.app);
    const body = await solved(cookie);
    for (const field of ['companyName', 'email', 'contactName', 'businessType'] as const) {
      for (const value of [undefined, '', '   ']) {
        const res = await postSignup(t.app, cookie, { ...body, [field]: value });
        expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect(res.json().message).toBe(MISSING_BUSINESS_FIELDS);
      }
    }
    expect(await accountsOf(user.id)).toHaveLength(0);
    // The captcha was never reached, so it still counts.
    expect((await postSignup(t.app, cookie, body)).statusCode).toBe(201);
  });

  it('refuses a bad email, website, phone or type, and control characters', async () => {
    const { cookie, user } = await signUp(t.app);
    const body = await solved(cookie);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email' }, 'email: must be an email address'],
      [{ website: 'bluedoor' }, 'website: must be a web address (https://…)'],
      [{ website: 'javascript:alert(1)' }, 'website: must be a web address (https://…)'],
      [{ phone: 'call me' }, 'phone: must be a phone number'],
      [{ businessType: 'bakery' }, 'businessType: must be one of'],
      [{ companyName: 'Blue\u0007Door' }, 'companyName: must not contain control characters'],
      [{ description: 'Jazz\u0000' }, 'description: must not contain control characters'],
      [{ contactName: 'Kim\nPark' }, 'contactName: must not contain control characters'],
    ];
    for (const [change, message] of cases) {
      const res = await postSignup(t.app, cookie, { ...body, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await accountsOf(user.id)).toHaveLength(0);
  });

  it('refuses a wrong answer, and the challenge is spent by it', async () => {
    const { cookie, user } = await signUp(t.app);
    const captcha = await fetchCaptcha(t.app, cookie);
    const body = { ...signupFields(), captchaToken: captcha.token };
    for (const wrong of [String(captcha.a + captcha.b + 1), '', 'seven', '1e1', '12.0']) {
      expectCaptchaFailed(await postSignup(t.app, cookie, { ...body, captchaAnswer: wrong }));
    }
    expectCaptchaFailed(
      await postSignup(t.app, cookie, { ...body, captchaAnswer: captcha.a + captcha.b }),
    );
    expect(await accountsOf(user.id)).toHaveLength(0);
  });

  it('refuses a missing or expired captcha', async () => {
    const { cookie, user } = await signUp(t.app);
    expectCaptchaFailed(await postSignup(t.app, cookie, signupFields()));
    const stale = issueCaptcha(key(), user.id, new Date(Date.now() - 10 * 60_000 - 1000));
    expectCaptchaFailed(
      await postSignup(t.app, cookie, {
        ...signupFields(),
        captchaToken: stale.token,
        captchaAnswer: stale.a + stale.b,
      }),
    );
    const fresh = issueCaptcha(key(), user.id, new Date(Date.now() - 9 * 60_000));
    const res = await postSignup(t.app, cookie, {
      ...signupFields(),
      captchaToken: fresh.token,
      captchaAnswer: fresh.a + fresh.b,
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a replayed captcha', async () => {
    const first = await signUp(t.app);
    const body = await solved(first.cookie);
    expect((await postSignup(t.app, first.cookie, body)).statusCode).toBe(201);
    // Checked before the one-account rule: the replay fails on the captcha itself.
    expectCaptchaFailed(await postSignup(t.app, first.cookie, body));
  });

  it('refuses a forged captcha', async () => {
    const { cookie, user } = await signUp(t.app);
    const captcha = await fetchCaptcha(t.app, cookie);
    const [payload, signature] = captcha.token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const sum = claims.a + claims.b;
    // Each forgery comes with the answer its own numbers ask for.
    const changed = Buffer.from(JSON.stringify({ ...claims, a: claims.a + 10 })).toString(
      'base64url',
    );
    const foreign = issueCaptcha(captchaKey('some-other-secret'), user.id);
    const forgeries: [string, number][] = [
      [`${changed}.${signature}`, sum + 10],
      [foreign.token, foreign.a + foreign.b],
      [`${payload}.`, sum],
      [`${payload}.${signature}.x`, sum],
      ['garbage', sum],
    ];
    for (const [token, answer] of forgeries) {
      expectCaptchaFailed(
        await postSignup(t.app, cookie, {
          ...signupFields(),
          captchaToken: token,
          captchaAnswer: answer,
        }),
      );
    }
    const real = { ...signupFields(), captchaToken: captcha.token };
    expect((await postSignup(t.app, cookie, { ...real, captchaAnswer: sum })).statusCode).toBe(201);
  });

  it("refuses another user's captcha, which stays good for its owner", async () => {
    const owner = await signUp(t.app);
    const thief = await signUp(t.app);
    const body = await solved(owner.cookie);
    expectCaptchaFailed(await postSignup(t.app, thief.cookie, body));
    expect(await accountsOf(thief.user.id)).toHaveLength(0);
    expect((await postSignup(t.app, owner.cookie, body)).statusCode).toBe(201);
  });

  it('allows one account per user', async () => {
    const { cookie, user } = await signUp(t.app);
    await signUpAsBusiness(t.app, cookie);
    const res = await postSignup(t.app, cookie, await solved(cookie, { companyName: 'Second' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'You already have a business account',
      code: 'CONFLICT',
    });

    // Two at once: one wins, the other is told so.
    const racer = await signUp(t.app);
    const bodies = [await solved(racer.cookie), await solved(racer.cookie)];
    const codes = await Promise.all(bodies.map((b) => postSignup(t.app, racer.cookie, b)));
    expect(codes.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await accountsOf(user.id)).toHaveLength(1);
    expect(await accountsOf(racer.user.id)).toHaveLength(1);
  });

  it('forgets spent challenges once they would have expired anyway', async () => {
    const { cookie } = await signUp(t.app);
    await t.database.db
      .insert(captchaUses)
      .values({ nonce: 'long-gone', expiresAt: new Date(Date.now() - 60_000) });
    const body = await solved(cookie);
    expect((await postSignup(t.app, cookie, body)).statusCode).toBe(201);
    const nonces = await queryRows<{ nonce: string }>(
      t.database.db,
      sql`SELECT nonce FROM captcha_uses`,
    );
    expect(nonces.map((n) => n.nonce)).not.toContain('long-gone');
    const [claims] = body.captchaToken.split('.');
    const { nonce } = JSON.parse(Buffer.from(claims!, 'base64url').toString());
    expect(nonces.map((n) => n.nonce)).toContain(nonce);
  });

  it('is limited per address', async () => {
    const { cookie } = await signUp(t.app);
    const from = '10.99.0.2';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject(
        as(cookie, {
          method: 'POST',
          url: '/api/business/signup',
          payload: signupFields({ companyName: '' }),
          remoteAddress: from,
        }),
      );
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('access', () => {
  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/business/captcha'],
      ['POST', '/api/business/signup'],
      ['GET', '/api/business/account'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERNAME } from '#server/auth/demo-account.ts';
import { resetLinkSender } from '#server/auth/password-reset.ts';
import { loadConfig } from '#server/config.ts';
import {
  as,
  cookieFrom,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';

/** A real SMTP server on a free port that hands every message it accepts to the test. */
function startMailbox() {
  const waiting: ((text: string) => void)[] = [];
  const received: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      let text = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (text += chunk));
      stream.on('end', () => {
        received.push(text);
        waiting.shift()?.(text);
        done();
      });
    },
  });
  return new Promise<{
    url: string;
    received: string[];
    next: () => Promise<string>;
    close: () => Promise<void>;
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        next: () => new Promise((r) => waiting.push(r)),
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let t: TestApp;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'SwipeNYC <hello@swipenyc.test>' });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const forgot = (app: TestApp, email: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, newPassword },
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** The token of the reset link in a received message (quoted-printable lines joined). */
function tokenIn(message: string): string {
  const body = message.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/.exec(body);
  if (!m) throw new Error(`No reset link in:\n${message}`);
  return m[1]!;
}

describe('forgot password with a mail server', () => {
  it('mails a link whose token sets a new password once and ends every old session', async () => {
    const { cookie, user } = await signUp(t.app);
    const arriving = mailbox.next();
    const res = await forgot(t, user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ delivery: 'email' });
    const message = await arriving;
    expect(message).toMatch(/^From: SwipeNYC <hello@swipenyc\.test>/m);
    expect(message).toMatch(new RegExp(`^To: ${user.email}`, 'm'));
    const token = tokenIn(message);

    expect((await reset(token, 'brand-new-pw')).json()).toEqual({ success: true });
    expect((await login(user.email, 'secret123')).statusCode).toBe(401);
    const fresh = await login(user.email, 'brand-new-pw');
    expect(fresh.statusCode).toBe(200);
    const whoAmI = (c: string) => t.app.inject(as(c, { method: 'GET', url: '/api/auth/user' }));
    expect((await whoAmI(cookie)).statusCode).toBe(401);
    expect((await whoAmI(cookieFrom(fresh))).statusCode).toBe(200);

    // Single use: the same link cannot set another password.
    const again = await reset(token, 'stolen-pw-123');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    expect((await login(user.email, 'stolen-pw-123')).statusCode).toBe(401);
  });

  it('answers an unknown address exactly as a known one and sends nothing', async () => {
    const { user } = await signUp(t.app);
    const before = mailbox.received.length;
    const unknown = await forgot(t, 'nobody-here@example.com');
    const arriving = mailbox.next();
    const known = await forgot(t, user.email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await arriving;
    // Only the known address's mail arrived.
    expect(mailbox.received.length).toBe(before + 1);
    expect(mailbox.received.at(-1)).toContain(user.email);
  });

  it('refuses a made-up token, a short password and a missing token', async () => {
    const bad = await reset('x'.repeat(24), 'long-enough');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    const short = await reset('x'.repeat(24), '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 6 characters/);
    const empty = await reset('', 'long-enough');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/incomplete/);
  });

  it('answers a malformed address with 400 naming the field', async () => {
    const res = await forgot(t, 'not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/valid email/i);
  });
});

describe('forgot password without a mail server', () => {
  it('tells the person to ask an administrator, whose log holds the link', async () => {
    const noMail = await createTestApp();
    try {
      const { user } = await signUp(noMail.app);
      const res = await forgot(noMail, user.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ delivery: 'administrator' });
      expect(res.json().message).toMatch(/administrator/);
    } finally {
      await noMail.close();
    }
  });

  it('writes the link to the server log, and never one for the demo account', async () => {
    const lines: { msg: string; resetLink?: string }[] = [];
    const log = {
      warn: (obj: { resetLink: string }, msg: string) => lines.push({ ...obj, msg }),
      error: () => undefined,
    };
    const config = { ...loadConfig({ PUBLIC_URL: 'https://swipe.example' }), sessionSecret: 's' };
    const send = resetLinkSender(config, () => log as never);
    await send({ user: { email: 'demo@example.com', username: DEMO_USERNAME }, token: 'abc' });
    expect(lines).toEqual([]);
    await send({ user: { email: 'a@example.com', username: null }, token: 'abc' });
    expect(lines).toEqual([
      expect.objectContaining({ resetLink: 'https://swipe.example/reset-password?token=abc' }),
    ]);
  });
});

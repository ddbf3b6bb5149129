import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/server/test-app.ts';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'swipenyc-client-'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__"><title>app</title>',
  );
  t = await createTestApp({}, { clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const page = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/home' });
  expect(res.statusCode).toBe(200);
  const policy = String(res.headers['content-security-policy']);
  const nonce = /style-src 'self' 'nonce-([0-9a-f]{32})'/.exec(policy)?.[1];
  return { nonce, body: res.body, policy, headers: res.headers };
};

describe('security headers', () => {
  it('gives the app page a fresh style nonce, the one its meta tag carries', async () => {
    const first = await page();
    const second = await page();
    expect(first.nonce).toBeDefined();
    expect(first.body).toContain(`content="${first.nonce}"`);
    expect(second.nonce).not.toBe(first.nonce);
    expect(first.policy).toMatch(/script-src 'self';/);
    // One clickjacking policy: the old header says what frame-ancestors says.
    expect(first.policy).toMatch(/frame-ancestors 'none'/);
    expect(first.headers['x-frame-options']).toBe('DENY');
  });

  it('sends the same headers as the page, without a nonce, on API answers', async () => {
    const { headers } = await page();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).not.toMatch(/nonce/);
    expect(String(headers['content-security-policy']).replace(/ 'nonce-[0-9a-f]+'/, '')).toBe(
      res.headers['content-security-policy'],
    );
    for (const name of [
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
    ]) {
      expect(res.headers[name]).toBe(headers[name]);
    }
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('HSTS', () => {
  it('is not sent while the public address is plain http', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when the public address is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://swipe.example' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    } finally {
      await secure.close();
    }
  });
});

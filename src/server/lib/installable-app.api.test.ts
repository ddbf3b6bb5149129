import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/server/test-app.ts';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'swipenyc-pwa-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head></head></html>');
  writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{"name":"SwipeNYC"}');
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({}, { clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

it('serves the service worker uncached, so a deploy reaches installed apps at once', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
  expect(res.headers['cache-control']).toBe('no-cache');
  // Other public files keep their hour.
  const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
  expect(icon.headers['cache-control']).toBe('public, max-age=3600');
});

it('serves the web app manifest with its own content type', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
});

it('lets the page register its worker and read its manifest', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/home' });
  const policy = String(res.headers['content-security-policy']);
  expect(policy).toContain("worker-src 'self'");
  expect(policy).toContain("manifest-src 'self'");
});

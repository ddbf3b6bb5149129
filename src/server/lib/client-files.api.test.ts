import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '#server/lib/client-manifest.ts';
import { createTestApp, type TestApp } from '#test/support/server/test-app.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_icons.js': { file: 'assets/icons.js', imports: ['_react.js'] },
  'features/discover/components/swipe-card.tsx': {
    file: 'assets/swipe-card.js',
    imports: ['index.html'],
  },
  'features/landing/routes/landing-page.tsx': {
    file: 'assets/landing.js',
    imports: ['index.html', '_icons.js'],
  },
  'features/search/routes/search-page.tsx': {
    file: 'assets/search.js',
    imports: ['_icons.js'],
    css: ['assets/search.css'],
  },
};
for (const key of [
  'features/hot-events/routes/hot-events-page.tsx',
  'features/my-events/routes/my-events-page.tsx',
  'features/profile/routes/profile-page.tsx',
  'features/business/routes/business-dashboard-page.tsx',
  'app/layouts/admin-shell.tsx',
  'features/admin/routes/admin-page.tsx',
]) {
  manifest[key] = { file: `assets/${path.basename(key, '.tsx')}.js` };
}

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'swipenyc-client-'));
  mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
  writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>',
  );
  t = await createTestApp({}, { clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const preloads = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return [...res.body.matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)">/g)].map(
    ([, rel, href]) => `${rel} ${href}`,
  );
};

describe("the page announces the route's lazy chunks", () => {
  it('preloads the landing chunk and what it imports on /, not what the page already loads', async () => {
    expect(await preloads('/')).toEqual([
      'modulepreload /assets/swipe-card.js',
      'modulepreload /assets/landing.js',
      'modulepreload /assets/icons.js',
    ]);
  });

  it('preloads only the start-up chunk on /home, and the route chunk with its CSS on /search/', async () => {
    expect(await preloads('/home')).toEqual(['modulepreload /assets/swipe-card.js']);
    expect(await preloads('/search/?q=jazz')).toEqual([
      'modulepreload /assets/swipe-card.js',
      'modulepreload /assets/search.js',
      'stylesheet /assets/search.css',
      'modulepreload /assets/icons.js',
    ]);
  });

  it('serves other client routes the plain page', async () => {
    expect(await preloads('/login')).toEqual([]);
  });
});

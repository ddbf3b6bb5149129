import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventArtUrl } from '#server/events/event-art.ts';
import { createTestApp, type TestApp } from '#test/support/server/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /images/art/:file', () => {
  it('serves a generated picture to anyone, cacheable for good', async () => {
    const url = eventArtUrl({ category: 'theater', title: 'A Christmas Carol', venue: 'BAM' });
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toMatch(/^<svg [^>]*viewBox="0 0 800 600"/);
    expect(res.body).toContain('>CC</text>');
  });

  it('answers 404 for a name that is not a generated picture', async () => {
    for (const url of ['/images/art/theater-zzzz-CC.svg', '/images/art/unknown-00aa-CC.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toHaveProperty('message');
    }
  });
});

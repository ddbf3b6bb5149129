import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBusiness, eventFields } from '#test/support/data/business-fixtures.ts';
import { adminCookie, as, createTestApp, type TestApp } from '#test/support/server/test-app.ts';
import { multipartPayload } from '#server/features/csv-import/multipart-payload.ts';
import { addDays, nycToday } from '#shared/time.ts';

let t: TestApp;
let admin: string;
let business: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t.app);
  business = (await newBusiness(t.app)).cookie;
});
afterAll(() => t.close());

const day = addDays(nycToday(), 5);
const tricks = [
  '/images/../api/admin/events',
  '/uploads/%2e%2e/api/users/me',
  '/uploads//events/a.webp',
  'http://tracker.example/pixel.gif',
  'https://user:pass@cdn.example/a.jpg',
  'https://169.254.169.254/latest/meta-data',
  'https://localhost/a.png',
];

describe('event image addresses in forms', () => {
  it.each(tricks)('the admin event form refuses %s with 400 naming imageUrl', async (imageUrl) => {
    const res = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: '/api/events',
        payload: { title: 'Show', date: day, venue: 'Hall', imageUrl },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', message: /^imageUrl: / });
  });

  it.each(tricks)('the admin edit refuses %s with 400 naming imageUrl', async (imageUrl) => {
    const created = await t.app.inject(
      as(admin, {
        method: 'POST',
        url: '/api/events',
        payload: { title: 'Show', date: day, venue: 'Hall' },
      }),
    );
    const res = await t.app.inject(
      as(admin, {
        method: 'PUT',
        url: `/api/events/${created.json().id}`,
        payload: { imageUrl },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^imageUrl: /);
  });

  it.each(tricks)(
    'the business event form refuses %s with 400 naming imageUrl',
    async (imageUrl) => {
      const res = await t.app.inject(
        as(business, {
          method: 'POST',
          url: '/api/business/events',
          payload: eventFields({ imageUrl }),
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', message: /^imageUrl: / });
    },
  );

  it('a CSV row with a path trick is a row error naming imageUrl', async () => {
    const csv =
      'title,description,date,time,venue,price,category,imageUrl\n' +
      `Good,,${day},8 PM,Hall,Free,music,/images/events/music.svg\n` +
      `Trick,,${day},8 PM,Hall,Free,music,/images/../api/admin/events\n` +
      `Tracker,,${day},8 PM,Hall,Free,music,http://tracker.example/p.gif\n`;
    const { payload, headers } = multipartPayload(csv, {});
    const res = await t.app.inject(
      as(admin, { method: 'POST', url: '/api/events/bulk-upload/preview', payload, headers }),
    );
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect([preview.successful, preview.failed]).toEqual([1, 2]);
    expect(preview.errors).toEqual([
      expect.stringMatching(/^Row 3: imageUrl must be an uploaded image/),
      expect.stringMatching(/^Row 4: imageUrl must be an https address/),
    ]);
  });

  // An https address is copied, not kept (remote-image-url.api.test.ts).
  it('keeps our own paths', async () => {
    for (const imageUrl of ['/uploads/events/a1.webp', '/images/events/music.svg']) {
      const res = await t.app.inject(
        as(admin, {
          method: 'POST',
          url: '/api/events',
          payload: { title: 'Show', date: day, venue: 'Hall', imageUrl },
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().imageUrl).toBe(imageUrl);
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '#server/db/schema/uploads.ts';
import { eventImageVariants } from '#server/events/event-image.ts';
import { countUploads } from '#server/uploads/upload-records.ts';
import { newBusiness } from '#test/support/data/business-fixtures.ts';
import { adminCookie, createTestApp, type TestApp } from '#test/support/server/test-app.ts';
import { postImage, seededPng } from '#test/support/server/upload-images.ts';

const BUSINESS_IMAGES = '/api/business/images';
const ADMIN_IMAGES = '/api/upload/image';

describe('images per hour, per account', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ UPLOADS_PER_HOUR: '2', ADMIN_UPLOADS_PER_HOUR: '4' });
    png = await seededPng(64);
  });
  afterAll(() => t.close());

  it('refuses the third image of one account in an hour with 429, while another account uploads', async () => {
    const first = await newBusiness(t.app);
    const second = await newBusiness(t.app);
    // One address for both: the limit follows the account, not the address.
    const address = '10.20.0.1';
    for (let i = 0; i < 2; i++) {
      expect((await postImage(t.app, first.cookie, BUSINESS_IMAGES, png, address)).statusCode).toBe(
        201,
      );
    }
    const refused = await postImage(t.app, first.cookie, BUSINESS_IMAGES, png, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'UPLOAD_QUOTA',
      message: expect.stringMatching(
        /^Upload limit reached: at most 2 images an hour\. Try again in \d+ minutes\.$/,
      ),
    });
    // The first upload leaves the hour in a little under an hour.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Asked before decoding: past the limit, not even a broken file is looked at.
    const junk = await postImage(t.app, first.cookie, BUSINESS_IMAGES, Buffer.from('not an image'));
    expect(junk.statusCode).toBe(429);

    expect((await postImage(t.app, second.cookie, BUSINESS_IMAGES, png, address)).statusCode).toBe(
      201,
    );
    expect(await countUploads(t.database.db, first.user.id)).toBe(2);
    expect(await countUploads(t.database.db, second.user.id)).toBe(1);
  });

  it('gives an admin the higher admin limit', async () => {
    const admin = await adminCookie(t.app);
    for (let i = 0; i < 4; i++) {
      expect((await postImage(t.app, admin, ADMIN_IMAGES, png)).statusCode).toBe(201);
    }
    const refused = await postImage(t.app, admin, ADMIN_IMAGES, png);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/at most 4 images an hour/);
  });
});

describe('bytes per day, per account', () => {
  let t: TestApp;
  let png: Buffer;
  let stored: number;
  beforeAll(async () => {
    png = await seededPng(300, 7);
    const { full, thumbnail } = await eventImageVariants(png);
    stored = full.length + thumbnail.length;
    // Room for two of these images and a half.
    const megabytes = (stored * 2.5) / 1024 / 1024;
    t = await createTestApp({ UPLOAD_MB_PER_DAY: String(megabytes) });
  });
  afterAll(() => t.close());

  it('refuses the image that would pass the day’s bytes, and records what is stored', async () => {
    const { cookie, user } = await newBusiness(t.app);
    expect((await postImage(t.app, cookie, BUSINESS_IMAGES, png)).statusCode).toBe(201);
    expect((await postImage(t.app, cookie, BUSINESS_IMAGES, png)).statusCode).toBe(201);
    const refused = await postImage(t.app, cookie, BUSINESS_IMAGES, png);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'UPLOAD_QUOTA',
      message: expect.stringMatching(/MB of images a day\. Try again in 24 hours\.$/),
    });
    // Room comes back when the first image leaves the day.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(86_000);
    expect(retryAfter).toBeLessThanOrEqual(86_400);

    const rows = await t.database.db
      .select({ bytes: uploads.bytes })
      .from(uploads)
      .where(eq(uploads.ownerId, user.id));
    expect(rows).toEqual([{ bytes: stored }, { bytes: stored }]);

    const other = await newBusiness(t.app);
    expect((await postImage(t.app, other.cookie, BUSINESS_IMAGES, png)).statusCode).toBe(201);
  });
});

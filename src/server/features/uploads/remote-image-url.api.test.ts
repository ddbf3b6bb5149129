import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '#server/db/schema/uploads.ts';
import { multipartPayload } from '#server/features/csv-import/multipart-payload.ts';
import { eventFields, newBusiness } from '#test/support/data/business-fixtures.ts';
import { jpegBytes, serve, startFakePictureHost } from '#test/support/fakes/fake-picture-host.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { adminCookie, as, createTestApp, type TestApp } from '#test/support/server/test-app.ts';
import { addDays, nycToday } from '#shared/time.ts';

type PictureHost = Awaited<ReturnType<typeof startFakePictureHost>>;

let host: PictureHost;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  const photo = await jpegBytes();
  host = await startFakePictureHost({
    '/photo.jpg': serve(photo, 'image/jpeg'),
    '/other.jpg': serve(await jpegBytes(640, 480), 'image/jpeg; charset=binary'),
    '/page.html': serve('<html><body>Not a picture</body></html>', 'text/html'),
    '/fake.jpg': serve('<html>pretending</html>', 'image/jpeg'),
    '/huge.jpg': serve(Buffer.concat([photo, Buffer.alloc(11 * 1024 * 1024)]), 'image/jpeg'),
    '/gone.jpg': serve('gone', 'text/plain', 404),
  });
  t = await createTestApp({}, { imageReach: host.reach });
  admin = await adminCookie(t.app);
  // The shared machine can be slow to migrate a fresh database.
}, 180_000);
afterAll(async () => {
  await t.close();
  await host.close();
});

const day = addDays(nycToday(), 5);
const COPY = /^\/uploads\/events\/[0-9a-f-]{36}\.webp$/;
const fileOf = (url: string) => path.join(t.config.dataDir, url);

const addEvent = (imageUrl: string, cookie = admin) =>
  t.app.inject(
    as(cookie, {
      method: 'POST',
      url: '/api/events',
      payload: { title: 'Gallery Night', date: day, venue: 'Hall', imageUrl },
    }),
  );

describe('an https picture in a form', () => {
  it('is fetched, re-encoded and stored: the event shows our copy, counted as the admin upload', async () => {
    const res = await addEvent(`${host.origin}/photo.jpg`);
    expect(res.statusCode).toBe(201);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(COPY);
    expect(existsSync(fileOf(imageUrl))).toBe(true);
    const [record] = await t.database.db.select().from(uploads).where(eq(uploads.url, imageUrl));
    expect(record).toMatchObject({
      sourceUrl: `${host.origin}/photo.jpg`,
      crawled: false,
      ownerId: expect.any(String),
    });
    expect(host.hits).toContain('/photo.jpg');
  });

  it('is copied on an edit too', async () => {
    const created = (await addEvent('/images/events/art.svg')).json();
    const res = await t.app.inject(
      as(admin, {
        method: 'PUT',
        url: `/api/events/${created.id}`,
        payload: { imageUrl: `${host.origin}/other.jpg` },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().imageUrl).toMatch(COPY);
  });

  it.each([
    ['/gone.jpg', /HTTP 404/],
    ['/page.html', /text\/html, not a picture/],
    ['/fake.jpg', /Unsupported image/],
    ['/huge.jpg', /larger than/],
  ])('%s is refused with 422 naming imageUrl', async (file, why) => {
    const res = await addEvent(`${host.origin}${file}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'IMAGE_URL_UNUSABLE',
      message: expect.stringMatching(/^imageUrl: the picture could not be copied/),
    });
    expect(res.json().message).toMatch(why);
  });

  it('an unreachable host is refused with 422 naming imageUrl', async () => {
    const res = await addEvent('https://pictures.unreachable.invalid/a.jpg');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(
      /^imageUrl: the picture could not be copied \(could not reach/,
    );
  });

  it("a business event's picture becomes the owner's upload, listed in their data export", async () => {
    const owner = await newBusiness(t.app);
    const res = await t.app.inject(
      as(owner.cookie, {
        method: 'POST',
        url: '/api/business/events',
        payload: eventFields({ imageUrl: `${host.origin}/photo.jpg` }),
      }),
    );
    expect(res.statusCode).toBe(201);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(COPY);

    const exported = await t.app.inject(
      as(owner.cookie, { method: 'GET', url: `/api/users/${owner.user.id}/export` }),
    );
    expect(exported.statusCode).toBe(200);
    expect(JSON.parse(exported.body).uploads).toEqual([
      {
        path: imageUrl,
        bytes: expect.any(Number),
        copiedFrom: `${host.origin}/photo.jpg`,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('a CSV row with an https picture imports with its category art, and says so', async () => {
    const csv =
      'title,description,date,time,venue,price,category,imageUrl\n' +
      `Remote Picture Night,,${day},8 PM,Hall,Free,music,${host.origin}/photo.jpg\n`;
    const { payload, headers } = multipartPayload(csv, {});
    const hitsBefore = host.hits.length;
    const res = await t.app.inject(
      as(admin, { method: 'POST', url: '/api/events/bulk-upload', payload, headers }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      successful: 1,
      picturesNote: expect.stringMatching(/^1 row names its picture by web address/),
    });
    expect(host.hits.length).toBe(hitsBefore);
    const listed = await t.app.inject(
      as(admin, { method: 'GET', url: '/api/admin/events?search=Remote%20Picture' }),
    );
    expect(listed.json()[0].imageUrl).toBe('/images/events/music.svg');
  });
});

describe('pages never show a third party picture', () => {
  it('the share page and the card show our copy, absolute in og:image and JSON-LD', async () => {
    const created = (await addEvent(`${host.origin}/photo.jpg`)).json();
    const page = await t.app.inject({ method: 'GET', url: `/e/${created.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<meta property="og:image" content="http://localhost:3000${created.imageUrl}"`,
    );
    expect(page.body).toContain(`"image":["http://localhost:3000${created.imageUrl}"]`);
    expect(page.body).not.toContain(host.origin);
    // And the browser would refuse a picture from anywhere else.
    expect(page.headers['content-security-policy']).toMatch(/img-src 'self' data:;/);
  });

  it('an older event that stored a remote address shows its category art instead', async () => {
    const [old] = await insertEvents(t.database.db, [
      makeEvent({ category: 'music', imageUrl: `${host.origin}/photo.jpg` }),
    ]);
    const page = await t.app.inject({ method: 'GET', url: `/e/${old!.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('images.example.test');
    expect(page.body).toContain('/images/events/music');
    const card = await t.app.inject(as(admin, { method: 'GET', url: `/api/events/${old!.id}` }));
    expect(card.json().imageUrl).toBe('/images/events/music.svg');
  });
});

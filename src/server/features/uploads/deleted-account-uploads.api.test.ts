import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '#server/db/schema/uploads.ts';
import { addBusinessEvent, newBusiness } from '#test/support/data/business-fixtures.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { as, createTestApp, type TestApp } from '#test/support/server/test-app.ts';
import { postImage, seededPng } from '#test/support/server/upload-images.ts';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await seededPng(32);
});
afterAll(() => t.close());

const upload = async (cookie: string) => {
  const res = await postImage(t.app, cookie, '/api/business/images', png);
  expect(res.statusCode).toBe(201);
  return res.json() as { imageUrl: string; thumbnailUrl: string };
};
const onDisk = (url: string) =>
  existsSync(path.join(t.config.dataDir, 'uploads', url.replace(/^\/uploads\//, '')));
const files = (image: { imageUrl: string; thumbnailUrl: string }) => [
  onDisk(image.imageUrl),
  onDisk(image.thumbnailUrl),
];

describe('deleting an account', () => {
  it('removes its uploaded images at once, and only its own', async () => {
    const leaving = await newBusiness(t.app);
    const staying = await newBusiness(t.app);
    const onItsEvent = await upload(leaving.cookie);
    const unused = await upload(leaving.cookie);
    const onAnotherEvent = await upload(leaving.cookie);
    const others = await upload(staying.cookie);
    await addBusinessEvent(t.app, leaving.cookie, { imageUrl: onItsEvent.imageUrl });
    // An event of the site's own (an admin copied the address) outlives the account.
    await insertEvents(t.database.db, [makeEvent({ imageUrl: onAnotherEvent.imageUrl })]);

    const res = await t.app.inject(
      as(leaving.cookie, {
        method: 'DELETE',
        url: '/api/users/me',
        payload: { confirm: 'DELETE' },
      }),
    );
    expect(res.statusCode).toBe(200);

    expect(files(onItsEvent)).toEqual([false, false]);
    expect(files(unused)).toEqual([false, false]);
    expect((await t.app.inject({ method: 'GET', url: unused.imageUrl })).statusCode).toBe(404);
    // Still shown by a live event: kept, owned by no one, removed once that event goes.
    expect(files(onAnotherEvent)).toEqual([true, true]);
    expect(files(others)).toEqual([true, true]);
    const left = await t.database.db
      .select({ url: uploads.url, ownerId: uploads.ownerId })
      .from(uploads)
      .orderBy(uploads.id);
    expect(left).toEqual([
      { url: onAnotherEvent.imageUrl, ownerId: null },
      { url: others.imageUrl, ownerId: staying.user.id },
    ]);
    expect(
      await t.database.db.select().from(uploads).where(eq(uploads.ownerId, leaving.user.id)),
    ).toEqual([]);
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '#server/db/schema/uploads.ts';
import { unusedUploadsJob } from '#server/features/uploads/unused-uploads-job.ts';
import { scheduledJobs } from '#server/jobs/scheduled-jobs.ts';
import { runInSlot } from '#server/jobs/scheduler.ts';
import { localUploadStore } from '#server/uploads/upload-store.ts';
import { addBusinessEvent, newBusiness } from '#test/support/data/business-fixtures.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { noMetrics } from '#test/support/server/no-metrics.ts';
import { adminCookie, as, createTestApp, type TestApp } from '#test/support/server/test-app.ts';
import { postImage, seededPng } from '#test/support/server/upload-images.ts';

let t: TestApp;
let admin: string;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t.app);
  png = await seededPng(32);
});
afterAll(() => t.close());

const upload = async (cookie = admin, url = '/api/upload/image') => {
  const res = await postImage(t.app, cookie, url, png);
  expect(res.statusCode).toBe(201);
  return res.json() as { imageUrl: string; thumbnailUrl: string };
};
const onDisk = (url: string) =>
  existsSync(path.join(t.config.dataDir, 'uploads', url.replace(/^\/uploads\//, '')));
/** Both files of an upload, as [full, thumbnail] present or not. */
const files = (image: { imageUrl: string; thumbnailUrl: string }) => [
  onDisk(image.imageUrl),
  onDisk(image.thumbnailUrl),
];
const ageByHours = (urls: string[], hours: number) =>
  t.database.db
    .update(uploads)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(inArray(uploads.url, urls));

describe('the unused-uploads job', () => {
  it('is on the schedule', () => {
    expect(scheduledJobs(t.config).map((job) => job.name)).toContain('unused-uploads');
  });

  it('removes a day-old image nothing shows and one whose event was deleted; keeps used and fresh ones', async () => {
    const onEvent = await upload();
    const business = await newBusiness(t.app);
    const onSubmission = await upload(business.cookie, '/api/business/images');
    const unused = await upload();
    const fresh = await upload();
    const ofDeletedEvent = await upload();

    await insertEvents(t.database.db, [makeEvent({ imageUrl: onEvent.imageUrl })]);
    await addBusinessEvent(t.app, business.cookie, { imageUrl: onSubmission.imageUrl });
    const [doomed] = await insertEvents(t.database.db, [
      makeEvent({ imageUrl: ofDeletedEvent.imageUrl }),
    ]);
    const deleted = await t.app.inject(
      as(admin, { method: 'DELETE', url: `/api/events/${doomed!.id}` }),
    );
    expect(deleted.statusCode).toBeLessThan(300);
    await ageByHours(
      [onEvent, onSubmission, unused, ofDeletedEvent].map((u) => u.imageUrl),
      25,
    );
    await ageByHours([fresh.imageUrl], 23);

    const outcome = await runInSlot(
      t.database,
      unusedUploadsJob(localUploadStore(t.config.dataDir)),
      new Date('2030-01-01T05:30:00Z'),
      noMetrics,
    );
    expect(outcome).toBe('ran');

    expect(files(unused)).toEqual([false, false]);
    expect(files(ofDeletedEvent)).toEqual([false, false]);
    expect((await t.app.inject({ method: 'GET', url: unused.imageUrl })).statusCode).toBe(404);
    for (const kept of [onEvent, onSubmission, fresh]) expect(files(kept)).toEqual([true, true]);
    const left = await t.database.db.select({ url: uploads.url }).from(uploads);
    expect(left.map((r) => r.url).sort()).toEqual(
      [onEvent, onSubmission, fresh].map((u) => u.imageUrl).sort(),
    );
  });
});

import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env, ObjectStorage } from '#server/config.ts';
import { queryRows } from '#server/db/client.ts';
import { checkBucket } from '#server/uploads/s3-upload-store.ts';
import { newBusiness } from '#test/support/data/business-fixtures.ts';
import { adminCookie, as, createTestApp, type TestApp } from '#test/support/server/test-app.ts';
import { postImage, seededPng } from '#test/support/server/upload-images.ts';

/**
 * Uploads on shared object storage (docs/ARCHITECTURE.md#uploads-on-shared-storage): a real
 * S3-compatible server on loopback, two app servers on one database and one bucket.
 */

const BUCKET = 'swipenyc-uploads';
// s3rver's own fixed credentials; any other key is refused.
const KEY_ID = 'S3RVER';
const SECRET = 'S3RVER';

let s3: S3rver;
let s3Dir: string;
let endpoint: string;

const s3Env = (overrides: Partial<Env> = {}): Partial<Env> => ({
  S3_ENDPOINT: endpoint,
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: KEY_ID,
  S3_SECRET_ACCESS_KEY: SECRET,
  S3_FORCE_PATH_STYLE: 'on',
  ...overrides,
});

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

const uploadsDir = (t: TestApp) => path.join(t.config.dataDir, 'uploads');
const filesIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.'))
    : [];
const uploadRows = async (t: TestApp) =>
  Number(
    (await queryRows<{ n: string }>(t.database.db, sql`SELECT count(*) AS n FROM uploads`))[0]!.n,
  );

describe('two servers, one bucket', () => {
  let first: TestApp;
  let second: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    first = await createTestApp(s3Env());
    second = await createTestApp(s3Env(), { database: first.database });
    png = await seededPng(64);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('serves from the second server a picture the first stored, and writes nothing to DATA_DIR', async () => {
    const admin = await adminCookie(first.app);
    const res = await postImage(first.app, admin, '/api/upload/image', png);
    expect(res.statusCode).toBe(201);
    const { imageUrl, thumbnailUrl } = res.json<{ imageUrl: string; thumbnailUrl: string }>();
    for (const url of [imageUrl, thumbnailUrl]) {
      const served = await second.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      // A browser asking again with the tag it has gets no bytes.
      const again = await second.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(served.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    expect(filesIn(uploadsDir(first))).toEqual([]);
    expect(filesIn(uploadsDir(second))).toEqual([]);
  });

  it('answers 404 for a key nobody stored, and for a key that is no upload key', async () => {
    const missing = await second.app.inject({ method: 'GET', url: '/uploads/events/nothing.webp' });
    expect(missing.statusCode).toBe(404);
    const odd = await second.app.inject({ method: 'GET', url: '/uploads/.hidden' });
    expect(odd.statusCode).toBe(404);
  });

  it('deletes the objects of a deleted account, whichever server is asked', async () => {
    const owner = await newBusiness(first.app);
    const res = await postImage(first.app, owner.cookie, '/api/business/images', png);
    expect(res.statusCode).toBe(201);
    const { imageUrl } = res.json<{ imageUrl: string }>();
    expect((await second.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);
    const deleted = await second.app.inject(
      as(owner.cookie, { method: 'DELETE', url: '/api/users/me', payload: { confirm: 'DELETE' } }),
    );
    expect(deleted.statusCode).toBe(200);
    expect((await first.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
  });
});

describe('without a bucket', () => {
  it('keeps pictures on the server that stored them, which the other cannot serve', async () => {
    const first = await createTestApp();
    const second = await createTestApp({}, { database: first.database });
    try {
      const admin = await adminCookie(first.app);
      const res = await postImage(first.app, admin, '/api/upload/image', await seededPng(32));
      const { imageUrl } = res.json<{ imageUrl: string }>();
      expect((await first.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);
      expect((await second.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('a bucket that cannot be reached', () => {
  it('answers an upload with 503 and Retry-After, and keeps no record of it', async () => {
    // Nothing listens on port 1.
    const t = await createTestApp(s3Env({ S3_ENDPOINT: 'http://127.0.0.1:1' }));
    try {
      const admin = await adminCookie(t.app);
      const res = await postImage(t.app, admin, '/api/upload/image', await seededPng(32));
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        code: 'STORAGE_UNAVAILABLE',
        message: 'Picture storage is unavailable; please try again shortly',
      });
      expect(await uploadRows(t)).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('checkBucket at start-up', () => {
  const storage = (overrides: Partial<ObjectStorage> = {}): ObjectStorage => ({
    endpoint,
    bucket: BUCKET,
    region: 'us-east-1',
    credentials: { accessKeyId: KEY_ID, secretAccessKey: SECRET },
    forcePathStyle: true,
    ...overrides,
  });

  it('passes for a bucket it can use', async () => {
    await expect(checkBucket(storage())).resolves.toBeUndefined();
  });

  it('names the variable in one line when the bucket, the key or the endpoint is wrong', async () => {
    await expect(checkBucket(storage({ bucket: 'no-such-bucket' }))).rejects.toThrow(
      /^S3_BUCKET: no bucket named "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+$/,
    );
    await expect(
      checkBucket(storage({ credentials: { accessKeyId: 'WRONG', secretAccessKey: 'nope' } })),
    ).rejects.toThrow(/^S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: .* refused them .*\(403\)$/);
    await expect(checkBucket(storage({ endpoint: 'http://127.0.0.1:1' }))).rejects.toThrow(
      /^S3_ENDPOINT: cannot use http:\/\/127\.0\.0\.1:1 \(ECONNREFUSED\)$/,
    );
  });
});

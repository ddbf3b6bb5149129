import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { backupEmbedded } from '#server/db/backup.ts';
import { openDatabase, queryRows, type Db } from '#server/db/client.ts';
import { restoreEmbedded } from '#server/db/restore.ts';
import { prepareServer } from '#server/startup.ts';
import { adminCookie, as, createTestApp, signUp } from '#test/support/server/test-app.ts';
import { TEST_ADMIN } from '#test/support/server/test-admin.ts';
import { createThrowawayDatabase, pgliteTemplate } from '#test/support/server/test-database.ts';
import { addDays, nycToday } from '#shared/time.ts';

const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), 'swipenyc-backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * The real app on an embedded database kept on disk in `dataDir`, as `npm start` runs it; a new
 * one starts from the migrated template rather than running initdb and every migration.
 */
async function openApp(dataDir: string, opts: { fresh?: boolean } = {}) {
  const env = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: 'off',
    JOBS: 'off',
    PUBLIC_URL: 'http://localhost:3000',
    ALLOWED_ORIGINS: 'http://localhost',
    AUTH_RATE_LIMIT: '1000',
    HOT_CACHE_SECONDS: '0',
  });
  const loadDataDir = opts.fresh ? await pgliteTemplate() : undefined;
  const database = await openDatabase({ dataDir, loadDataDir });
  const { app } = await prepareServer(env, database, { logger: false });
  await app.ready();
  return { app, database, close: () => app.close().then(() => database.close()) };
}

/** Users, events, likes and passes, and an uploaded image, all through the API. */
async function populate(app: FastifyInstance) {
  const admin = await adminCookie(app);
  const eventIds: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const res = await app.inject(
      as(admin, {
        method: 'POST',
        url: '/api/events',
        payload: { title: `Show ${i}`, date: addDays(nycToday(), 2), venue: 'Hall' },
      }),
    );
    expect(res.statusCode).toBe(201);
    eventIds.push(res.json<{ id: number }>().id);
  }
  const users = [];
  for (let u = 0; u < 3; u += 1) {
    const user = await signUp(app);
    for (const [i, eventId] of eventIds.entries()) {
      if (i > u + 1) continue;
      const action = (i + u) % 3 === 2 ? 'passed' : 'liked';
      const res = await app.inject(
        as(user.cookie, { method: 'POST', url: '/api/user-events', payload: { eventId, action } }),
      );
      expect(res.statusCode).toBe(201);
    }
    users.push(user);
  }
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'poster.png');
  const upload = await app.inject(
    as(admin, { method: 'POST', url: '/api/upload/image', payload: form }),
  );
  expect(upload.statusCode).toBe(201);
  const { imageUrl, thumbnailUrl } = upload.json<{ imageUrl: string; thumbnailUrl: string }>();
  return { users, images: [imageUrl, thumbnailUrl] };
}

/** Rows per table, every event's like count, and the session secret. */
async function snapshot(db: Db) {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${sql.raw(name)}`,
    );
    counts[name] = row!.n;
  }
  const likes = await queryRows<{ id: number; like_count: number; liked: number }>(
    db,
    sql`SELECT e.id, e.like_count,
          (SELECT count(*)::int FROM user_events u WHERE u.event_id = e.id AND u.action = 'liked') AS liked
        FROM events e ORDER BY e.id`,
  );
  const secret = await queryRows<{ value: string }>(
    db,
    sql`SELECT value FROM app_settings WHERE key = 'session_secret'`,
  );
  return { counts, likes, secret };
}

const script = (name: string, args: string[], env: Record<string, string>) =>
  run('node', ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
  });

describe.skipIf(process.env.TEST_DATABASE_URL)(
  'npm run backup / restore (embedded database)',
  () => {
    const source = path.join(work, 'source');
    const archive = path.join(work, 'backups', 'one.tar.gz');
    let before: Awaited<ReturnType<typeof snapshot>>;
    let populated: Awaited<ReturnType<typeof populate>>;
    let whileServing: PromiseSettledResult<unknown>;
    let backedUp: { stdout: string };
    beforeAll(async () => {
      const live = await openApp(source, { fresh: true });
      try {
        populated = await populate(live.app);
        before = await snapshot(live.database.db);
        [whileServing] = await Promise.allSettled([backupEmbedded(source, archive)]);
      } finally {
        await live.close();
      }
      backedUp = await script('backup', [archive], { DATA_DIR: source });
    }, 120_000);

    it('refuses to back up while a server has the database open', () => {
      // Opening the files from a second process while a server has them would corrupt them.
      expect(whileServing).toMatchObject({
        status: 'rejected',
        reason: {
          message: expect.stringMatching(/^Cannot back up now: process \d+ has the database/),
        },
      });
      expect(backedUp.stdout).toMatch(/^Backed up .* to .*one\.tar\.gz/);
    });

    it(
      'brings back every row, like count, session and uploaded image in a fresh data dir',
      { timeout: 60_000 },
      async () => {
        expect(before.counts['public.user_events']).toBe(9);
        expect(before.likes.map((e) => [e.like_count, e.liked])).toEqual([
          [2, 2],
          [2, 2],
          [2, 2],
          [0, 0],
        ]);
        const target = path.join(work, 'target');
        await script('restore', [archive], { DATA_DIR: target });
        for (const url of populated.images) {
          const file = (dir: string) => readFileSync(path.join(dir, url.replace(/^\//, '')));
          expect(file(target).equals(file(source)), url).toBe(true);
        }

        const server = await openApp(target);
        try {
          expect(await snapshot(server.database.db)).toEqual(before);
          // Same session secret and sessions: a user signed in before the backup still is.
          const [first] = populated.users;
          const swipes = await server.app.inject(
            as(first!.cookie, { method: 'GET', url: '/api/user-events' }),
          );
          expect(swipes.statusCode).toBe(200);
          expect(swipes.json()).toHaveLength(2);
        } finally {
          await server.close();
        }
      },
    );

    it(
      'refuses a non-empty data dir without --force, and keeps it as it was',
      { timeout: 60_000 },
      async () => {
        const full = path.join(work, 'full');
        mkdirSync(full);
        writeFileSync(path.join(full, 'keep.txt'), 'mine');
        await expect(script('restore', [archive], { DATA_DIR: full })).rejects.toMatchObject({
          stderr: expect.stringContaining('is not empty; pass --force'),
        });
        expect(readFileSync(path.join(full, 'keep.txt'), 'utf8')).toBe('mine');

        await restoreEmbedded({ dataDir: full, archive, force: true });
        expect(existsSync(path.join(full, 'keep.txt'))).toBe(false);
        const database = await openDatabase({ dataDir: full });
        try {
          expect((await snapshot(database.db)).counts).toEqual(before.counts);
        } finally {
          await database.close();
        }
      },
    );

    it('points to pg_dump and pg_restore when DATABASE_URL is set', async () => {
      const env = { DATA_DIR: path.join(work, 'pg'), DATABASE_URL: 'postgres://db.example/app' };
      await expect(script('backup', [], env)).rejects.toMatchObject({
        stderr: expect.stringMatching(
          /pg_dump -Fc -d "\$DATABASE_URL" -f backups\/swipenyc-.*\.dump/,
        ),
      });
      await expect(script('restore', ['x.tar.gz'], env)).rejects.toMatchObject({
        stderr: expect.stringContaining(
          'pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL"',
        ),
      });
    });
  },
);

describe.skipIf(!process.env.TEST_DATABASE_URL)('pg_dump / pg_restore (PostgreSQL)', () => {
  it(
    'the commands in docs/backups.md copy every row and like count',
    { timeout: 60_000 },
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const source = await createThrowawayDatabase(serverUrl);
      const target = await createThrowawayDatabase(serverUrl);
      const dump = path.join(work, 'swipenyc.dump');
      try {
        const t = await createTestApp({}, { databaseUrl: source.url });
        let before: Awaited<ReturnType<typeof snapshot>>;
        try {
          await populate(t.app);
          before = await snapshot(t.database.db);
        } finally {
          await t.close();
        }
        expect(before.counts['public.user_events']).toBe(9);
        await run('pg_dump', ['-Fc', '-d', source.url, '-f', dump]);
        await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '-d', target.url, dump]);
        const restored = await openDatabase({ databaseUrl: target.url, dataDir: null });
        try {
          expect(await snapshot(restored.db)).toEqual(before);
        } finally {
          await restored.close();
        }
      } finally {
        await source.drop();
        await target.drop();
      }
    },
  );
});

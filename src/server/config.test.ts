import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'swipenyc-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({ DATA_DIR: dataDir() });
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      adminUsername: 'admin',
      demoLogin: true,
      seedDemo: true,
      seedDemoPeople: true,
      jobs: true,
      google: undefined,
    });
  });

  it('leaves the session secret to start-up, which keeps it in the database', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).sessionSecret).toBeUndefined();
    const secret = 'x'.repeat(32);
    expect(loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: secret }).sessionSecret).toBe(secret);
  });

  it('allows the public origin, its loopback twin and ALLOWED_ORIGINS', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    const c = loadConfig({
      DATA_DIR: dataDir(),
      PUBLIC_URL: 'https://swipe.nyc/',
      ALLOWED_ORIGINS: 'https://www.swipe.nyc, https://swipe.nyc',
    });
    expect(c.publicUrl).toBe('https://swipe.nyc');
    expect(c.allowedOrigins).toEqual(['https://swipe.nyc', 'https://www.swipe.nyc']);
  });

  it.each([
    [undefined, false],
    ['true', true],
    ['2', 2],
    ['10.0.0.0/8,127.0.0.1', '10.0.0.0/8,127.0.0.1'],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres/],
    [{ DEMO_LOGIN: 'yes' }, /DEMO_LOGIN/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET must be at least 32/],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, /set together/],
    [{ ALLOWED_ORIGINS: 'not a url' }, /ALLOWED_ORIGINS has a bad URL/],
    [{ REDIS_URL: 'http://x' }, /REDIS_URL must be a redis/],
    [{ METRICS_PORT: 'x' }, /METRICS_PORT/],
    [{ CLEANUP_BATCH_SIZE: '0' }, /CLEANUP_BATCH_SIZE/],
    [{ CLEANUP_PAUSE_MS: '-1' }, /CLEANUP_PAUSE_MS/],
    [{ PORT: '4000', METRICS_PORT: '4000' }, /METRICS_PORT must differ from PORT/],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_x' }, /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must/],
    [{ S3_BUCKET: 'Pictures_Here' }, /S3_BUCKET must be a bucket name/],
    [{ S3_ENDPOINT: 'ftp://x' }, /S3_ENDPOINT must be an http/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET must be set with the other S3_/],
    [
      { S3_BUCKET: 'pictures', S3_ACCESS_KEY_ID: 'key' },
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    ],
  ])('stops on %o with one clear line', (env, message) => {
    const run = () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
    try {
      run();
    } catch (err) {
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('keeps uploads in a bucket only when S3_BUCKET is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).objectStorage).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        S3_BUCKET: 'pictures',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'on',
      }).objectStorage,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'pictures',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('serves metrics only when METRICS_PORT is set, on loopback unless told', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).metrics).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
  });

  it("reads the cleanup's pace", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).cleanup).toEqual({ batchSize: 500, pauseMs: 50 });
    const paced = loadConfig({
      DATA_DIR: dataDir(),
      CLEANUP_BATCH_SIZE: '2000',
      CLEANUP_PAUSE_MS: '0',
    });
    expect(paced.cleanup).toEqual({ batchSize: 2000, pauseMs: 0 });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '' }).port).toBe(3000);
  });
});

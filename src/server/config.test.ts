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
      jobs: true,
      google: undefined,
    });
  });

  it('keeps a generated session secret across restarts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toHaveLength(64);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres/],
    [{ DEMO_LOGIN: 'yes' }, /DEMO_LOGIN/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET must be at least 32/],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, /set together/],
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

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '' }).port).toBe(3000);
  });
});

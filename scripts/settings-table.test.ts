import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  directReads,
  documentedRows,
  schemaSettings,
  settingsDrift,
  type ReadSetting,
} from './settings-table.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The server's own files: tests set variables of their own, which are no settings. */
function serverFiles(dir = 'src/server'): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

describe('the settings table (README.md#configuration)', () => {
  const settings: ReadSetting[] = [
    ...schemaSettings(read('src/server/config.ts')),
    ...serverFiles()
      .flatMap((file) => directReads(read(file)))
      .map((name) => ({ name, fallback: undefined })),
  ];
  const rows = documentedRows(read('README.md'));

  it('is found, as is what the server reads', () => {
    expect(rows.length).toBeGreaterThan(20);
    expect(settings.map((s) => s.name)).toContain('DATABASE_URL');
  });

  it('lists every variable the server reads, and no other, with its default', () => {
    expect(settingsDrift(settings, rows)).toEqual([]);
  });
});

describe('the settings check', () => {
  const config = `
    const envSchema = z.object({
      PORT: z.coerce.number().int().default(3_000),
      HOST: z.string().min(1).default('127.0.0.1'),
      JOBS: onOff.default(true),
      REDIS_URL: z.url().optional(),
      LIMIT: z.coerce.number().default(LIMIT),
    });`;
  const readme = [
    '# App',
    '## Configuration',
    '',
    '| Variable | Default | Meaning |',
    '| --- | --- | --- |',
    '| `PORT` / `HOST` | `3000` / `127.0.0.1` | Where it listens |',
    '| `JOBS` | `on` | Background jobs |',
    '| `REDIS_URL` | unset | Shared counters |',
    '| `LIMIT` | `30` | How many |',
    '',
    '| `OTHER` | x | a later table |',
  ].join('\n');

  it('reads the schema, its literal defaults and direct reads', () => {
    expect(schemaSettings(config)).toEqual([
      { name: 'PORT', fallback: '3000' },
      { name: 'HOST', fallback: '127.0.0.1' },
      { name: 'JOBS', fallback: 'on' },
      { name: 'REDIS_URL', fallback: undefined },
      { name: 'LIMIT', fallback: undefined },
    ]);
    expect(directReads("process.env.A_B + process.env['C'] + process.env")).toEqual(['A_B', 'C']);
  });

  it('passes a table that matches', () => {
    expect(settingsDrift(schemaSettings(config), documentedRows(readme))).toEqual([]);
  });

  it('reports a variable missing from the table and one no longer read', () => {
    const drifted = readme.replace('`REDIS_URL`', '`REDIS_HOST`');
    expect(settingsDrift(schemaSettings(config), documentedRows(drifted))).toEqual([
      'REDIS_URL: read by the server, not in the table',
      'README.md:8: REDIS_HOST is no longer read',
    ]);
  });

  it('reports a default that differs, and a variable documented twice', () => {
    const drifted = readme.replace('`on`', '`off`').replace('`LIMIT` | `30`', '`PORT` | `3000`');
    expect(settingsDrift(schemaSettings(config), documentedRows(drifted))).toEqual([
      'README.md:9: PORT is documented twice',
      'LIMIT: read by the server, not in the table',
      'README.md:7: JOBS defaults to `on`, not `off`',
    ]);
  });
});

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localUploadStore } from '#server/uploads/upload-store.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'upload-store-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('localUploadStore', () => {
  it('writes under DATA_DIR/uploads, creating folders, and answers the served URL', async () => {
    const store = localUploadStore(dataDir);
    const url = await store.put('events/a1/b.webp', Buffer.from('bytes'), 'image/webp');
    expect(url).toBe('/uploads/events/a1/b.webp');
    expect(readFileSync(path.join(dataDir, 'uploads', 'events', 'a1', 'b.webp'), 'utf8')).toBe(
      'bytes',
    );
    // The staging file was renamed into place, not copied.
    expect(readdirSync(path.join(dataDir, 'upload-staging'))).toEqual([]);
  });

  it('replaces a file whole and removes it again', async () => {
    const store = localUploadStore(dataDir);
    await store.put('x.webp', Buffer.from('old'), 'image/webp');
    await store.put('x.webp', Buffer.from('new'), 'image/webp');
    const file = path.join(dataDir, 'uploads', 'x.webp');
    expect(readFileSync(file, 'utf8')).toBe('new');
    await store.remove('x.webp');
    expect(existsSync(file)).toBe(false);
    await expect(store.remove('x.webp')).resolves.toBeUndefined();
  });

  it.each([
    '../escape.webp',
    'events/../../escape.webp',
    '/etc/passwd',
    'a\\b.webp',
    '.hidden',
    'events//x',
    '',
  ])('refuses the key %j and writes nothing', async (key) => {
    const store = localUploadStore(dataDir);
    await expect(store.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(
      'Invalid upload key',
    );
    await expect(store.remove(key)).rejects.toThrow('Invalid upload key');
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

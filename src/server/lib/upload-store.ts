import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live; the local directory today, an S3-compatible store later. */
export interface UploadStore {
  /** Stores the bytes under `key` and answers the URL they are served from. */
  put: (key: string, body: Buffer, contentType: string) => Promise<string>;
  /** The URL `put` answers for `key`, known before the bytes are stored. */
  urlOf: (key: string) => string;
  /** Removes what `put` stored under `key`; nothing happens when there is none. */
  remove: (key: string) => Promise<void>;
}

// Slash-separated names of letters, digits, dots, dashes and underscores, none starting with a
// dot: no `..`, no absolute path, no backslash, no hidden file, nothing that needs URL encoding.
const KEY = /^[a-z0-9][\w.-]*(\/[a-z0-9][\w.-]*)*$/i;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid upload key: ${JSON.stringify(key)}`);
  return key;
}

/** Files under `DATA_DIR/uploads`, served at `/uploads/<key>` by src/server/lib/client-files.ts. */
export function localUploadStore(dataDir: string): UploadStore {
  const root = path.join(dataDir, 'uploads');
  // Outside the served tree, so a half-written file is never reachable by URL; beside it in
  // DATA_DIR, so the final rename stays on one filesystem and is atomic.
  const staging = path.join(dataDir, 'upload-staging');
  const urlOf = (key: string) => `/uploads/${checkedKey(key)}`;
  return {
    put: async (key, body) => {
      const target = path.join(root, checkedKey(key));
      const temp = path.join(staging, randomUUID());
      await mkdir(staging, { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await writeFile(temp, body, { flag: 'wx' });
        await rename(temp, target);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
      return urlOf(key);
    },
    urlOf,
    remove: async (key) => {
      await rm(path.join(root, checkedKey(key)), { force: true });
    },
  };
}

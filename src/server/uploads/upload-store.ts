import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** What `open` hands over: the bytes as a stream and what a response needs to describe them. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength: number | undefined;
  etag: string | undefined;
}

/**
 * Where uploaded files live: this server's `DATA_DIR`, or a bucket every server shares
 * (docs/ARCHITECTURE.md#uploads-on-shared-storage). Both serve at `/uploads/<key>`.
 */
export interface UploadStore {
  /** Stores the bytes under `key` and answers the URL they are served from. */
  put: (key: string, body: Buffer, contentType: string) => Promise<string>;
  /** The URL `put` answers for `key`, known before the bytes are stored. */
  urlOf: (key: string) => string;
  /** Removes what `put` stored under `key`; nothing happens when there is none. */
  remove: (key: string) => Promise<void>;
  /**
   * The bytes stored under `key`, null when there are none. A local store has none: its
   * directory is served as static files.
   */
  open?: (key: string) => Promise<StoredObject | null>;
}

// Slash-separated names of letters, digits, dots, dashes and underscores, none starting with a
// dot: no `..`, no absolute path, no backslash, no hidden file, nothing that needs URL encoding.
const KEY = /^[a-z0-9][\w.-]*(\/[a-z0-9][\w.-]*)*$/i;

export const isUploadKey = (key: string) => KEY.test(key);

export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid upload key: ${JSON.stringify(key)}`);
  return key;
}

/** Files under `DATA_DIR/uploads`, served at `/uploads/<key>` by src/server/render/client-files.ts. */
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

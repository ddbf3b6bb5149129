import '@testing-library/jest-dom/vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
// findBy and waitFor end as soon as the screen matches; the limit only bounds a broken test
// (vitest.config.ts gives expect.poll the same).
configure({ asyncUtilTimeout: 5_000 });

/**
 * Runs `work` with Node's Blob and File as the globals. Node 24's fetch looks those globals up
 * when it builds a body or reads one, and jsdom has replaced them with its own classes: a file in a
 * multipart body then loses its bytes, parsing one fails Node's own File check, and a blob read
 * from a response lacks text(). A browser has one Blob, so fetch runs here with Node's, as on
 * Node 20, where fetch kept the classes it loaded with.
 */
function withNodeBlobs<T>(work: () => T): T {
  const { Blob: domBlob, File: domFile } = globalThis;
  globalThis.Blob = NodeBlob as typeof Blob;
  globalThis.File = NodeFile as unknown as typeof File;
  const restore = () => {
    globalThis.Blob = domBlob;
    globalThis.File = domFile;
  };
  try {
    const result = work();
    if (result instanceof Promise) return result.finally(restore) as T;
    restore();
    return result;
  } catch (error) {
    restore();
    throw error;
  }
}

globalThis.Request = new Proxy(Request, {
  construct: (target, args, newTarget) =>
    withNodeBlobs(() => Reflect.construct(target, args, newTarget) as object),
});
for (const Body of [Request, Response]) {
  for (const read of ['blob', 'formData'] as const) {
    const original = Body.prototype[read] as () => Promise<unknown>;
    Object.defineProperty(Body.prototype, read, {
      configurable: true,
      writable: true,
      value(this: Request | Response) {
        return withNodeBlobs(() => original.call(this));
      },
    });
  }
}

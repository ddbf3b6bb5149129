import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBusiness } from '#test/support/data/business-fixtures.ts';
import { adminCookie, createTestApp, type TestApp } from '#test/support/server/test-app.ts';
import { IMAGE_MAX_BYTES } from '#shared/schemas/admin-operations.ts';
import { CSV_MAX_BYTES } from '#shared/schemas/csv-import.ts';

let t: TestApp;
const cookies = { admin: '', business: '' };
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  cookies.admin = await adminCookie(t.app);
  cookies.business = (await newBusiness(t.app)).cookie;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const CLAIMED = 1024 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');
/** Past this, the server has plainly kept reading, and the client gives up. */
const GIVE_UP_AT = 4 * Math.max(CSV_MAX_BYTES, IMAGE_MAX_BYTES);

interface Upload {
  path: string;
  field: string;
  who: keyof typeof cookies;
  limit: number;
  code: string;
}

interface Outcome {
  status: number | undefined;
  body: string;
  written: number;
}

/**
 * A multipart file that claims a gigabyte, written a chunk at a time over a real socket as
 * fast as the server takes it, until the server answers; then the client sends nothing more
 * and waits for the server to close the connection (it never ends the body itself).
 */
function sendHugeFile({ path, field, who }: Upload): Promise<Outcome> {
  const boundary = '----swipenyc-huge';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="huge"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return new Promise((resolve) => {
    let written = 0;
    let status: number | undefined;
    let body = '';
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      headers: {
        // One of the server's own hosts (PUBLIC_URL's), as a browser would name it.
        host: 'localhost:3000',
        cookie: cookies[who],
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(CLAIMED),
      },
    });
    req.on('response', (res) => {
      status = res.statusCode;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('error', () => {});
    });
    // A reset after the answer is one way of closing; what matters is that the socket closed.
    req.on('error', () => {});
    req.on('close', () => resolve({ status, body, written }));
    const pump = () => {
      while (status === undefined && written < GIVE_UP_AT) {
        const chunk = written === 0 ? Buffer.concat([head, CHUNK]) : CHUNK;
        written += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (written >= GIVE_UP_AT) req.destroy();
    };
    pump();
  });
}

const uploads: Upload[] = [
  {
    path: '/api/events/bulk-upload',
    field: 'csv',
    who: 'admin',
    limit: CSV_MAX_BYTES,
    code: 'FILE_TOO_LARGE',
  },
  {
    path: '/api/events/bulk-upload/preview',
    field: 'csv',
    who: 'admin',
    limit: CSV_MAX_BYTES,
    code: 'FILE_TOO_LARGE',
  },
  {
    path: '/api/upload/image',
    field: 'image',
    who: 'admin',
    limit: IMAGE_MAX_BYTES,
    code: 'IMAGE_TOO_LARGE',
  },
  {
    path: '/api/business/images',
    field: 'image',
    who: 'business',
    limit: IMAGE_MAX_BYTES,
    code: 'IMAGE_TOO_LARGE',
  },
];

describe.each(uploads)('POST $path with a body that claims 1 GB', (upload) => {
  it('answers 413, then closes the connection without reading on to the claimed length', async () => {
    const rssBefore = process.memoryUsage().rss;
    const outcome = await sendHugeFile(upload);
    const grown = process.memoryUsage().rss - rssBefore;

    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toMatchObject({ code: upload.code });
    // What the client wrote before the answer: the limit, plus what the socket buffers held.
    expect(outcome.written).toBeLessThan(2 * upload.limit);
    // Holding the body would cost at least what was sent; a gigabyte would be far beyond.
    expect(grown).toBeLessThan(CLAIMED / 8);
  });
});

import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushMessage } from '#shared/push.ts';

/** A browser's side of one subscription: its key pair and auth secret, and what it received. */
export interface FakeBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  received: PushMessage[];
  /** Answers of the push service to the next pushes for this browser (default 201). */
  answers: number[];
}

/**
 * A push service on 127.0.0.1 that decrypts each message as a browser would (RFC 8291,
 * aes128gcm) and checks the VAPID header is there: what reaches a browser is what we assert.
 */
export async function startFakePushService() {
  const browsers = new Map<string, FakeBrowser & { ecdh: ReturnType<typeof createECDH> }>();
  const requests: { path: string; headers: http.IncomingHttpHeaders }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers });
      const browser = [...browsers.values()].find((b) => new URL(b.endpoint).pathname === req.url);
      if (!browser) return void res.writeHead(404).end();
      const status = browser.answers.shift() ?? 201;
      if (status === 201) {
        if (!/^vapid t=.+, k=.+/.test(req.headers.authorization ?? '')) {
          return void res.writeHead(401).end();
        }
        browser.received.push(decrypt(Buffer.concat(chunks), browser));
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    requests,
    /** A new subscription, as `pushManager.subscribe` would give a page. */
    browser(): FakeBrowser {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = randomBytes(8).toString('hex');
      const browser = {
        endpoint: `http://127.0.0.1:${port}/push/${id}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
        received: [],
        answers: [],
        ecdh,
      };
      browsers.set(id, browser);
      return browser;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decrypt(body: Buffer, browser: FakeBrowser & { ecdh: ReturnType<typeof createECDH> }) {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverKey,
  ]);
  const auth = Buffer.from(browser.keys.auth, 'base64url');
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then padding zeros.
  const end = padded.lastIndexOf(2);
  return JSON.parse(padded.subarray(0, end).toString('utf8')) as PushMessage;
}

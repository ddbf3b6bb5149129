import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { RemoteImageReach } from '#server/events/remote-event-image.ts';
import {
  PICTURE_HOST,
  PICTURE_HOST_CERT,
  PICTURE_HOST_KEY,
} from '#test/support/fakes/picture-host-cert.ts';

type Route = (req: IncomingMessage, res: ServerResponse) => void;

/** A real photo-like JPEG of the given size: a gradient, so it compresses like a picture. */
export function jpegBytes(width = 800, height = 600): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 160;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A route answering `body` with a content type. */
export const serve =
  (body: string | Buffer, type: string, status = 200): Route =>
  (_req, res) =>
    res.writeHead(status, { 'content-type': type }).end(body);

/**
 * A third party's picture host, https://images.example.test, played by an HTTPS server on
 * 127.0.0.1 with its own certificate. `reach` is what the server under test needs to get there
 * (the host's port and certificate); the address guard is untouched for every other host.
 */
export async function startFakePictureHost(routes: Record<string, Route>) {
  const hits: string[] = [];
  const server = createServer({ cert: PICTURE_HOST_CERT, key: PICTURE_HOST_KEY }, (req, res) => {
    const path = new URL(req.url ?? '/', `https://${PICTURE_HOST}`).pathname;
    hits.push(path);
    const route = routes[path];
    if (route) return route(req, res);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const reach: RemoteImageReach = { connectTo: { [PICTURE_HOST]: port }, ca: PICTURE_HOST_CERT };
  return {
    origin: `https://${PICTURE_HOST}`,
    hits,
    reach,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

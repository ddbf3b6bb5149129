import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { as } from '#test/support/server/test-app.ts';

/**
 * A PNG of `side`×`side` pixels from a fixed seed: the same bytes on every run, and noisy enough
 * that its stored WebP has a size worth counting.
 */
export async function seededPng(side: number, seed = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    pixels[i] = state >>> 16;
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

/** POSTs `png` as the multipart field `image` to an upload route with the given session. */
export function postImage(
  app: FastifyInstance,
  cookie: string,
  url: string,
  png: Buffer,
  remoteAddress?: string,
) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  return app.inject(as(cookie, { method: 'POST', url, payload: form, remoteAddress }));
}

import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli's quality 4: near its best size for a page this small, at a fraction of the CPU of 11. */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

export interface EncodedPage {
  body: string | Buffer;
  /** The Content-Encoding, when the page is compressed. */
  encoding?: 'br' | 'gzip';
}

/**
 * The page in the best encoding the browser accepts. @fastify/compress compresses what routes
 * answer, and the pages are answered by the not-found handler (every client route is one page),
 * which it never sees: a deck page went out at 34 KB instead of 8, and a drawn search page at
 * 160 KB instead of about 20 (docs/performance.md#web).
 */
export async function encodePage(
  html: string,
  acceptEncoding: string | undefined,
): Promise<EncodedPage> {
  const encoding = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null;
  if (encoding === 'br') return { body: await brotli(html, BROTLI), encoding };
  if (encoding === 'gzip') return { body: await gzip(html), encoding };
  return { body: html };
}

import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { HttpError } from '#server/lib/errors.ts';
import { workLimit } from '#server/lib/work-limit.ts';

/**
 * Larger images are refused before decoding: a small file can declare a huge canvas. 24 MP holds
 * any phone photo (a 48 MP sensor saves 12 MP by default) at a third of a 40 MP decode's cost.
 */
export const MAX_INPUT_PIXELS = 24_000_000;

// One libvips thread per decode and one decode per core: a burst of large images then takes at
// most every core for itself, never more, and the queue behind them stays short.
sharp.concurrency(1);
const decodes = workLimit({
  concurrency: availableParallelism(),
  queue: 2 * availableParallelism(),
  busyMessage: 'Too many images are being processed right now. Please try again in a moment.',
  retryAfterSeconds: 5,
});
const FULL_SIZE = 1600;
const THUMBNAIL_SIZE = 400;
const WEBP_QUALITY = 82;

export const UNSUPPORTED_IMAGE = 'Unsupported image: upload a JPEG, PNG, WebP, GIF or AVIF file';
export const TOO_MANY_PIXELS = 'Unsupported image: at most 24 megapixels';

// What the content says, never the file name or declared type. SVG is refused: it is a
// document that can carry scripts, not a picture. (sharp names AVIF "heif" with AV1 inside.)
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);

const unsupported = (message = UNSUPPORTED_IMAGE) =>
  new HttpError(415, message, 'UNSUPPORTED_IMAGE');

/**
 * An uploaded event image checked by its content and re-encoded: upright (EXIF orientation
 * applied), at most 1600 px a side, WebP without any metadata (sharp drops it unless asked),
 * plus a 400 px square thumbnail. Anything sharp cannot read, or an image over 24 megapixels,
 * answers 415 from its header alone, before it waits for a decode slot; with every slot and the
 * short line behind them taken, 503 BUSY.
 */
export async function eventImageVariants(
  input: Buffer,
): Promise<{ full: Buffer; thumbnail: Buffer }> {
  // The header alone, whatever size it declares, so a bomb is named as such; decoding below
  // keeps sharp's own pixel limit as well.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unsupported();
    });
  const avif = meta.format === 'heif' && meta.compression === 'av1';
  if (!ACCEPTED.has(meta.format) && !avif) throw unsupported();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw unsupported(TOO_MANY_PIXELS);
  return decodes.run(() => reencode(input));
}

async function reencode(input: Buffer): Promise<{ full: Buffer; thumbnail: Buffer }> {
  try {
    const upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const [full, thumbnail] = await Promise.all([
      upright
        .clone()
        .resize(FULL_SIZE, FULL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
      upright
        .clone()
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    ]);
    return { full, thumbnail };
  } catch {
    // The header read but the pixels did not: a truncated or corrupt file.
    throw unsupported();
  }
}

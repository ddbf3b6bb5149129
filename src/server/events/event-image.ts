import sharp from 'sharp';
import { HttpError } from '#server/lib/errors.ts';

/** Larger images are refused before decoding: a small file can declare a huge canvas. */
export const MAX_INPUT_PIXELS = 40_000_000;
const FULL_SIZE = 1600;
const THUMBNAIL_SIZE = 400;
const WEBP_QUALITY = 82;

export const UNSUPPORTED_IMAGE = 'Unsupported image: upload a JPEG, PNG, WebP, GIF or AVIF file';
export const TOO_MANY_PIXELS = 'Unsupported image: at most 40 megapixels';

// What the content says, never the file name or declared type. SVG is refused: it is a
// document that can carry scripts, not a picture. (sharp names AVIF "heif" with AV1 inside.)
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);

const unsupported = (message = UNSUPPORTED_IMAGE) =>
  new HttpError(415, message, 'UNSUPPORTED_IMAGE');

/**
 * An uploaded event image checked by its content and re-encoded: upright (EXIF orientation
 * applied), at most 1600 px a side, WebP without any metadata (sharp drops it unless asked),
 * plus a 400 px square thumbnail. Anything sharp cannot read, or an image over 40 megapixels,
 * answers 415.
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

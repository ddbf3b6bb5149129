import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { isKnownCategory } from '#shared/categories.ts';

const ART_DIR = path.resolve('src/client/public/images/events');
const ART_PATH = /^\/images\/events\/([a-z]+)\.svg$/;
const WIDTH = 1200;

const rendered = new Map<string, Promise<Buffer>>();

/**
 * Link previews (Open Graph, Twitter cards) show no SVG: the category art, which is SVG, gets
 * a PNG address for them. Undefined for any other picture.
 */
export function categoryArtPngPath(imagePath: string): string | undefined {
  const category = ART_PATH.exec(imagePath)?.[1];
  return category && isKnownCategory(category) ? `/share/art/${category}.png` : undefined;
}

/** The category's art as a 1200 px wide PNG, drawn once per process. */
export function categoryArtPng(category: string): Promise<Buffer> | undefined {
  if (!isKnownCategory(category)) return undefined;
  let png = rendered.get(category);
  if (!png) {
    png = readFile(path.join(ART_DIR, `${category}.svg`)).then((svg) =>
      sharp(svg, { density: 72 * (WIDTH / 800) })
        .resize({ width: WIDTH })
        .png()
        .toBuffer(),
    );
    // A failure is not kept: the next request tries again.
    png.catch(() => rendered.delete(category));
    rendered.set(category, png);
  }
  return png;
}

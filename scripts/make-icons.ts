// `node --import tsx scripts/make-icons.ts`: the install icons, drawn from the favicon. The PNGs are
// committed, so a build needs neither this script nor sharp's SVG renderer.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../src/client/public');
const outDir = path.join(publicDir, 'icons');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'));
// The favicon's own tile colour, so a padded icon reads as one square.
const TILE = '#0e0c25';

/** The favicon as is: its rounded tile on a transparent square. */
function plain(size: number) {
  return sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png();
}

/**
 * Full-bleed tile with the art inside the middle `scale` of it: launchers crop maskable icons to
 * a circle (safe zone 80%), and iOS rounds the apple-touch icon and fills transparency with black.
 */
async function padded(size: number, scale: number) {
  const inner = Math.round(size * scale);
  const art = await plain(inner).toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: TILE } })
    .composite([{ input: art, gravity: 'centre' }])
    .png();
}

mkdirSync(outDir, { recursive: true });
const icons: [string, Sharp | Promise<Sharp>][] = [
  ['icon-192.png', plain(192)],
  ['icon-512.png', plain(512)],
  ['icon-maskable-512.png', padded(512, 0.7)],
  ['apple-touch-icon-180.png', padded(180, 0.84)],
];
for (const [name, image] of icons) {
  await (await image).toFile(path.join(outDir, name));
  console.log(`Wrote ${path.relative(process.cwd(), path.join(outDir, name))}`);
}

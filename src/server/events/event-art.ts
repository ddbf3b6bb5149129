import { readFileSync } from 'node:fs';
import { categoryIds, type CategoryId } from '#shared/categories.ts';
import { appRoot } from '#server/app-root.ts';

/*
 * Generated pictures for events that have none of their own (docs/product.md#demo-data): the
 * category's icon and colour, moved, recoloured and set on one of a few backgrounds chosen by
 * the event's title and venue, with the title's initials. The URL carries everything the
 * picture needs, so it is rendered on request, identical for every server, and stored nowhere.
 */

const ART_PATH = /^\/images\/art\/([a-z]+)-([0-9a-f]{4})-([A-Z0-9]{1,2})\.svg$/;
const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'the', 'to', 'with']);

/** FNV-1a: a stable 32-bit hash, so an event's picture is the same on every start. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** "Late Night at the Met" → "LN": the first letters of the first two words that carry meaning. */
export function titleInitials(title: string): string {
  const words = title
    .normalize('NFD')
    .replace(/[-–—/]/g, ' ')
    .replace(/[^A-Za-z0-9\s]/g, '')
    .split(/\s+/)
    .filter((w) => w && !SMALL_WORDS.has(w.toLowerCase()));
  const letters = words.map((w) => w.charAt(0).toUpperCase()).join('');
  return letters.slice(0, 2) || 'NY';
}

/** The generated picture's address for an event. */
export function eventArtUrl(e: { category: string; title: string; venue: string | null }): string {
  const variant = (hash(`${e.title}\u0000${e.venue ?? ''}`) & 0xffff).toString(16).padStart(4, '0');
  return `/images/art/${e.category}-${variant}-${titleInitials(e.title)}.svg`;
}

export interface ArtSpec {
  category: CategoryId;
  variant: number;
  initials: string;
}

/** The picture an address names, or undefined for anything that is not one. */
export function parseArtPath(path: string): ArtSpec | undefined {
  const m = ART_PATH.exec(path);
  if (!m) return undefined;
  const category = categoryIds.find((c) => c === m[1]);
  if (!category) return undefined;
  return { category, variant: parseInt(m[2]!, 16), initials: m[3]! };
}

/** The `<g id="icon">` element of a category picture, nested groups included. */
function iconGroup(svg: string): string {
  const start = svg.indexOf('<g id="icon"');
  if (start < 0) return '<g id="icon"/>';
  const tags = /<g\b[^>]*?(\/?)>|<\/g>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let m = tags.exec(svg); m; m = tags.exec(svg)) {
    if (m[0] === '</g>') depth -= 1;
    else if (m[1] !== '/') depth += 1;
    if (depth === 0) return svg.slice(start, tags.lastIndex);
  }
  return '<g id="icon"/>';
}

// The category pictures' icons (src/client/public/images/events), each drawn around (0, 0).
const icons = new Map(
  categoryIds.map((id) => {
    const svg = readFileSync(new URL(`src/client/public/images/events/${id}.svg`, appRoot), 'utf8');
    return [id, iconGroup(svg)];
  }),
);

function hexToHsl(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s * 100, l * 100];
}

const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(((h % 360) + 360) % 360)} ${Math.round(s)}% ${Math.round(l)}%)`;

/** A few bits of the variant at a time: each choice below is independent of the others. */
function bits(variant: number) {
  let rest = variant;
  return (choices: number) => {
    const v = rest % choices;
    rest = Math.floor(rest / choices);
    return v;
  };
}

function backdrop(kind: number, ink: string, seed: number): string {
  switch (kind) {
    case 0: // rings around a point off centre
      return [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<circle cx="${180 + (seed % 440)}" cy="${140 + (seed % 220)}" r="${90 + i * 95}" fill="none" stroke="${ink}" stroke-width="26" opacity="${0.16 - i * 0.025}"/>`,
        )
        .join('');
    case 1: // diagonal bands
      return `<g transform="rotate(${-35 + (seed % 70)} 400 300)" opacity=".14">${[0, 1, 2, 3, 4, 5]
        .map((i) => `<rect x="-400" y="${-300 + i * 200}" width="1600" height="90" fill="${ink}"/>`)
        .join('')}</g>`;
    case 2: // a grid of dots
      return `<g fill="${ink}" opacity=".16">${Array.from({ length: 48 }, (_, i) => {
        const x = 50 + (i % 8) * 100 + ((i >> 3) % 2) * 50;
        return `<circle cx="${x}" cy="${60 + (i >> 3) * 100}" r="${10 + ((seed >> (i % 5)) % 3) * 6}"/>`;
      }).join('')}</g>`;
    default: {
      // a skyline along the bottom
      let x = -10;
      let d = 'M-10 600';
      for (let i = 0; x < 810; i++) {
        const h = 110 + ((seed >> (i % 13)) % 7) * 38 + (i % 3) * 24;
        const w = 50 + ((seed >> ((i + 3) % 11)) % 4) * 22;
        d += `V${600 - h}H${x + w}`;
        x += w;
      }
      return `<path d="${d}V600Z" fill="${ink}" opacity=".3"/>`;
    }
  }
}

/** The SVG for a generated picture: 800×600, about 2 KB. */
export function renderEventArt({ category, variant, initials }: ArtSpec, color: string): string {
  const pick = bits(variant);
  const [h, s, l] = hexToHsl(color);
  const hue = h + (pick(5) - 2) * 14;
  const light = Math.min(58, Math.max(30, l + (pick(3) - 1) * 8));
  const angle = pick(4);
  const kind = pick(4);
  const spot = pick(4);
  const ends: readonly (readonly [number, number])[] = [
    [1, 1],
    [0, 1],
    [1, 0],
    [0.3, 1],
  ];
  const [x2, y2] = ends[angle]!;
  const top = hsl(hue + 18, s, light + 12);
  const bottom = hsl(hue - 12, Math.max(30, s - 10), light - 22);
  const ink = hsl(hue - 20, s, 12);
  // The icon and the initials trade places, so neither always sits in the middle.
  const spots: readonly (readonly [number, number, number])[] = [
    [400, 250, 1.25],
    [250, 280, 1.1],
    [560, 260, 1.15],
    [620, 380, 1.6],
  ];
  const [ix, iy, scale] = spots[spot]!;
  const tx = ix > 400 ? 200 : 600;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600"><defs><linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>${icons.get(category)}</defs><rect width="800" height="600" fill="url(#bg)"/>${backdrop(kind, ink, variant)}<text x="${tx}" y="${spot === 3 ? 250 : 470}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="800" font-size="170" fill="#fff" opacity=".22" letter-spacing="6">${initials}</text><use href="#icon" transform="translate(${ix + 8} ${iy + 12}) scale(${scale})" color="#000" opacity=".2"/><use href="#icon" transform="translate(${ix} ${iy}) scale(${scale})" color="#fff"/></svg>`;
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBusiness, nextAddress } from '#test/support/data/business-fixtures.ts';
import { TOO_MANY_PIXELS, UNSUPPORTED_IMAGE } from '#server/events/event-image.ts';
import { IMAGE_TOO_LARGE } from '#server/events/store-event-image.ts';
import { adminCookie, as, createTestApp, type TestApp } from '#test/support/server/test-app.ts';
import { IMAGE_MAX_BYTES } from '#shared/schemas/admin-operations.ts';

let t: TestApp;
const cookies = { admin: '', business: '' };
beforeAll(async () => {
  t = await createTestApp();
  cookies.admin = await adminCookie(t.app);
  cookies.business = (await newBusiness(t.app)).cookie;
});
afterAll(() => t.close());

/** Every file the server wrote under DATA_DIR outside the database: uploads, staging, anything. */
const storedFiles = () => {
  const dir = t.config.dataDir;
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .filter((file) => !file.startsWith(`db${path.sep}`))
    .sort();
};

// Markers of what each hostile file carries besides its picture.
const PAYLOADS = ['<script', '__xss', '<html', 'PK\u0003\u0004', 'evil.html', 'alert('];

function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** A PNG that declares `width`×`height` 1-bit pixels: a few KB on disk, gigapixels decoded. */
function pixelBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8);
  const row = Math.ceil(width / 8) + 1;
  // Deflated row by row: the whole raw image would be over 100 MB.
  const deflate = deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflate),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-file ZIP archive (stored, not compressed), as a PNG/ZIP polyglot appends. */
function zipOf(name: string, content: string): Buffer {
  const file = Buffer.from(name, 'latin1');
  const data = Buffer.from(content, 'latin1');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(local.length + file.length + data.length, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

const script = '<script>window.__xss=1;alert(document.cookie)</script>';

/** A real PNG with a script in a text chunk, and an HTML page and a ZIP after its end. */
async function pngPolyglot(): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#39c' } })
    .png()
    .toBuffer();
  const iend = png.length - 12;
  return Buffer.concat([
    png.subarray(0, iend),
    pngChunk('tEXt', Buffer.from(`Comment\0<html>${script}</html>`, 'latin1')),
    png.subarray(iend),
    Buffer.from(`<html><body>${script}</body></html>`, 'latin1'),
    zipOf('evil.html', `<html>${script}</html>`),
  ]);
}

const GIF_VARIANTS = [
  'script after the trailer',
  'script in a comment block',
  'script in both places',
] as const;
type GifVariant = (typeof GIF_VARIANTS)[number];

/**
 * GIFs that are also JavaScript: the width bytes read `/*`, opening a comment that the text
 * after the trailer closes before its script. Variants carry the script in a GIF comment block
 * too. Tall enough for a thumbnail: a 10799×2 strip would be refused for its shape alone.
 */
async function buildGifPolyglots(): Promise<Record<GifVariant, Buffer>> {
  const gif = await sharp({
    create: { width: 10799, height: 600, channels: 3, background: '#c63' },
  })
    .gif()
    .toBuffer();
  expect(gif.subarray(6, 8).toString('latin1')).toBe('/*');
  const comment = Buffer.from(script, 'latin1');
  const commented = Buffer.concat([
    gif.subarray(0, -1),
    Buffer.from([0x21, 0xfe, comment.length]),
    comment,
    Buffer.from([0, 0x3b]),
  ]);
  const js = Buffer.from('*/=1;window.__xss=1;alert(1);//', 'latin1');
  return {
    'script after the trailer': Buffer.concat([gif, js]),
    'script in a comment block': commented,
    'script in both places': Buffer.concat([commented, js]),
  };
}
let gifPolyglots: Promise<Record<GifVariant, Buffer>> | undefined;

const routes = [
  ['admin upload', '/api/upload/image', 'admin'],
  ['business upload', '/api/business/images', 'business'],
] as const;

describe.each(routes)('%s (%s)', (_name, url, who) => {
  const upload = (body: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(body)], { type }), name);
    return t.app.inject(
      as(cookies[who], { method: 'POST', url, payload: form, remoteAddress: nextAddress() }),
    );
  };

  /** Uploads, expects a refusal, and checks that nothing at all was written. */
  async function expectRefused(
    body: Buffer,
    file: { name: string; type: string },
    status: number,
    message: string,
  ) {
    const before = storedFiles();
    const res = await upload(body, file.name, file.type);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(storedFiles()).toEqual(before);
  }

  /** Uploads, expects a re-encoded WebP, and returns the bytes of every file written. */
  async function expectReencoded(body: Buffer, file: { name: string; type: string }) {
    const before = storedFiles();
    const res = await upload(body, file.name, file.type);
    expect(res.statusCode).toBe(201);
    return reencodedFiles(res.json(), before);
  }

  async function reencodedFiles(
    result: { imageUrl: string; thumbnailUrl: string },
    before: string[],
  ) {
    const { imageUrl, thumbnailUrl } = result;
    expect(imageUrl).toMatch(/^\/uploads\/events\/[0-9a-f-]{36}\.webp$/);
    const added = storedFiles().filter((f) => !before.includes(f));
    expect(added.map((f) => `/${f.split(path.sep).join('/')}`).sort()).toEqual(
      [imageUrl, thumbnailUrl].sort(),
    );
    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    const stored = added.map((f) => readFileSync(path.join(t.config.dataDir, f)));
    for (const bytes of stored) expect((await sharp(bytes).metadata()).format).toBe('webp');
    return stored;
  }

  /** A polyglot is either refused with nothing written, or stored as pictures without its payload. */
  async function expectNoTraceOf(body: Buffer, file: { name: string; type: string }) {
    expect(PAYLOADS.some((marker) => body.includes(marker, 0, 'latin1'))).toBe(true);
    const before = storedFiles();
    const res = await upload(body, file.name, file.type);
    if (res.statusCode !== 201) {
      expect(res.statusCode).toBe(415);
      expect(storedFiles()).toEqual(before);
      return;
    }
    for (const bytes of await reencodedFiles(res.json(), before)) {
      for (const marker of PAYLOADS) expect(bytes.includes(marker, 0, 'latin1')).toBe(false);
    }
  }

  it('stores a PNG polyglot (script chunk, HTML and ZIP appended) as a clean WebP', async () => {
    const polyglot = await pngPolyglot();
    for (const marker of PAYLOADS) expect(polyglot.includes(marker, 0, 'latin1')).toBe(true);
    await expectReencoded(polyglot, { name: 'photo.png', type: 'image/png' });
    await expectNoTraceOf(polyglot, { name: 'photo.png', type: 'image/png' });
  });

  it.each(GIF_VARIANTS)('leaves no trace of a GIF/JavaScript polyglot: %s', async (variant) => {
    const polyglot = (await (gifPolyglots ??= buildGifPolyglots()))[variant];
    await expectNoTraceOf(polyglot, { name: 'a.gif', type: 'image/gif' });
  });

  it('judges by content, not by name: a picture named .html is stored as WebP', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expectReencoded(png, { name: 'page.html', type: 'text/html' });
    await expectReencoded(png, { name: 'run.exe', type: 'application/octet-stream' });
  });

  it('refuses a page or script named as a picture', async () => {
    const page = Buffer.from(`<!doctype html><html><body>${script}</body></html>`);
    await expectRefused(page, { name: 'photo.jpg', type: 'image/jpeg' }, 415, UNSUPPORTED_IMAGE);
    await expectRefused(
      Buffer.from('window.__xss=1;'),
      { name: 'photo.gif', type: 'image/gif' },
      415,
      UNSUPPORTED_IMAGE,
    );
  });

  it('refuses an SVG with a script, under any name', async () => {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="window.__xss=1">` +
        `${script}<rect width="10" height="10"/></svg>`,
    );
    const files = [
      { name: 'logo.svg', type: 'image/svg+xml' },
      { name: 'logo.png', type: 'image/png' },
    ];
    for (const file of files) await expectRefused(svg, file, 415, UNSUPPORTED_IMAGE);
  });

  it('refuses a 30000×30000 decompression bomb of a few KB before decoding it', async () => {
    const bomb = pixelBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200_000);
    await expectRefused(bomb, { name: 'bomb.png', type: 'image/png' }, 415, TOO_MANY_PIXELS);
  });

  it('refuses a 25-megapixel canvas, past what any phone photo needs, from its header', async () => {
    const wide = pixelBomb(5_000, 5_000);
    await expectRefused(wide, { name: 'wide.png', type: 'image/png' }, 415, TOO_MANY_PIXELS);
  });

  it('refuses an 11 MB file with 413', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 1);
    expect(big.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    await expectRefused(big, { name: 'big.png', type: 'image/png' }, 413, IMAGE_TOO_LARGE);
  });
});

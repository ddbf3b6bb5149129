import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOO_MANY_PIXELS, UNSUPPORTED_IMAGE } from '#server/events/event-image.ts';
import { IMAGE_TOO_LARGE } from '#server/events/store-event-image.ts';
import {
  adminCookie,
  as,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';
import { IMAGE_MAX_BYTES } from '#shared/schemas/admin-operations.ts';

let t: TestApp;
let admin: string;
let uploads: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t.app);
  uploads = path.join(t.config.dataDir, 'uploads');
});
afterAll(() => t.close());

/** Every file under DATA_DIR/uploads and the staging directory beside it. */
const storedFiles = () =>
  [uploads, path.join(t.config.dataDir, 'upload-staging')].flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((d) => d.isFile())
          .map((d) => path.join(d.parentPath, d.name))
      : [],
  );
let before: string[];
beforeEach(() => {
  before = storedFiles();
});

const upload = (body: Buffer, opts: { name?: string; type?: string; field?: string } = {}) => {
  const form = new FormData();
  form.append(
    opts.field ?? 'image',
    new Blob([new Uint8Array(body)], { type: opts.type ?? 'image/png' }),
    opts.name ?? 'photo.png',
  );
  return t.app.inject(as(admin, { method: 'POST', url: '/api/upload/image', payload: form }));
};

const fileAt = (url: string) => path.join(uploads, url.replace(/^\/uploads\//, ''));

/** A PNG that declares `width`×`height` 1-bit pixels, all black: tiny on disk, huge decoded. */
function pixelBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const raw = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const expectRefused = async (
  res: Awaited<ReturnType<typeof upload>>,
  status: number,
  message: string,
) => {
  expect(res.statusCode).toBe(status);
  expect(res.json().message).toBe(message);
  expect(storedFiles()).toEqual(before);
};

describe('POST /api/upload/image', () => {
  it('re-encodes a PNG to WebP of at most 1600 px with a 400 px thumbnail, served as image/webp', async () => {
    const png = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const res = await upload(png);
    expect(res.statusCode).toBe(201);
    const { imageUrl, thumbnailUrl } = res.json();
    expect(imageUrl).toMatch(/^\/uploads\/events\/[0-9a-f-]{36}\.webp$/);
    expect(thumbnailUrl).toBe(imageUrl.replace('.webp', '-thumb.webp'));

    const full = await sharp(fileAt(imageUrl)).metadata();
    expect([full.format, full.width, full.height]).toEqual(['webp', 1600, 800]);
    const thumb = await sharp(fileAt(thumbnailUrl)).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 400, 400]);

    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(readFileSync(fileAt(imageUrl)))).toBe(true);
  });

  it('turns a JPEG upright by its EXIF orientation and strips the metadata', async () => {
    // Stored 60×30 landscape; orientation 6 says "rotate 90° to view", so it is a portrait.
    const jpeg = await sharp({
      create: { width: 60, height: 30, channels: 3, background: '#cc3333' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Someone' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const source = await sharp(jpeg).metadata();
    expect([source.orientation, Boolean(source.exif)]).toEqual([6, true]);

    const res = await upload(jpeg, { name: 'photo.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const stored = readFileSync(fileAt(res.json().imageUrl));
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 30, 60]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('Secret Owner')).toBe(false);
  });

  it('refuses a text file renamed to .png', async () => {
    const res = await upload(Buffer.from('just some text, not a picture\n'.repeat(20)));
    await expectRefused(res, 415, UNSUPPORTED_IMAGE);
  });

  it('refuses an SVG, script and all, whatever it claims to be', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
        '<script>alert(document.cookie)</script><rect width="100" height="100"/></svg>',
    );
    await expectRefused(
      await upload(svg, { name: 'logo.svg', type: 'image/svg+xml' }),
      415,
      UNSUPPORTED_IMAGE,
    );
    await expectRefused(await upload(svg, { name: 'logo.png' }), 415, UNSUPPORTED_IMAGE);
  });

  it('refuses a truncated image', async () => {
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#00ff00' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    await expectRefused(await upload(png.subarray(0, png.length / 2)), 415, UNSUPPORTED_IMAGE);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = pixelBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 20_000, 20_000]);
    await expectRefused(await upload(bomb), 415, TOO_MANY_PIXELS);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.alloc(IMAGE_MAX_BYTES + 1024 * 1024, 1);
    await expectRefused(await upload(big), 413, IMAGE_TOO_LARGE);
  });

  it('wants the image in the field "image", as multipart', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expectRefused(
      await upload(png, { field: 'file' }),
      400,
      'Please choose an image to upload',
    );
    const json = await t.app.inject(
      as(admin, { method: 'POST', url: '/api/upload/image', payload: { image: 'x' } }),
    );
    expect(json.statusCode).toBe(415);
  });
});

describe('access', () => {
  it('is for admins only', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const form = () => {
      const f = new FormData();
      f.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
      return f;
    };
    const request = { method: 'POST', url: '/api/upload/image' } as const;
    expect((await t.app.inject({ ...request, payload: form() })).statusCode).toBe(401);
    const { cookie } = await signUp(t.app);
    const user = await t.app.inject(as(cookie, { ...request, payload: form() }));
    expect(user.statusCode).toBe(403);
    expect(storedFiles()).toEqual(before);
  });
});

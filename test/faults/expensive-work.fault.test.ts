import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '#test/support/server/server-process.ts';
import { startWithBystander } from './bystander.ts';

// What one person's burst of expensive work does to everyone else: while two dozen of the
// largest accepted images are decoded, the server keeps answering health checks and decks.

const BURST = 24;
const RESPONSIVE_MS = 1_000;

let server: ServerProcess;
let admin: string;
let person: string;
let image: Buffer;

beforeAll(async () => {
  ({ server, admin, person } = await startWithBystander());
  // Just under the 24-megapixel limit in a small file, as an attacker would send it: every
  // pixel must still be inflated and resized, at the full cost of a phone photo.
  image = await sharp({
    create: { width: 4_800, height: 4_990, channels: 3, background: '#3060a0' },
  })
    .png()
    .toBuffer();
});

afterAll(() => server?.stop());

const upload = () => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'huge.png');
  return fetch(`${server.base}/api/upload/image`, {
    method: 'POST',
    headers: { cookie: admin, origin: server.base },
    body: form,
  });
};

async function timed(run: () => Promise<Response>) {
  const started = performance.now();
  const res = await run();
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

describe('a burst of the largest images', () => {
  it('is decoded a few at a time while health and decks keep answering', async () => {
    const burst = Array.from({ length: BURST }, () => upload());
    const probes = [];
    for (let i = 0; i < 5; i += 1) {
      probes.push(await timed(() => fetch(`${server.base}/api/health`)));
      probes.push(
        await timed(() =>
          fetch(`${server.base}/api/events/unseen`, { headers: { cookie: person } }),
        ),
      );
    }
    const answers = await Promise.all(burst);
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
    // More than the decode slots and their short line: some are turned away at once.
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    for (const refused of answers.filter((r) => r.status === 503)) {
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.json()).toMatchObject({ code: 'BUSY' });
    }
    expect(probes.map((p) => p.status)).toEqual(Array(probes.length).fill(200));
    const slowest = Math.max(...probes.map((p) => p.ms));
    console.log(
      `${statuses.filter((s) => s === 201).length} of ${BURST} images decoded, the rest refused; slowest probe ${slowest.toFixed(0)} ms`,
    );
    expect(slowest).toBeLessThan(RESPONSIVE_MS);
  });
});

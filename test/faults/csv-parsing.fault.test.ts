import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '#test/support/server/server-process.ts';
import { startWithBystander } from './bystander.ts';

// What an admin's pathological CSV does to everyone else: while 9 MB files made of one line of
// commas, or of many lines over the 64 KB a row may hold, are read, the server keeps answering
// health checks and decks (docs/reliability.md#csv-import).

const RESPONSIVE_MS = 1_000;
const SIZE = 9 * 2 ** 20;
const HEADER = 'title,description,date,time,venue,price,category\n';

let server: ServerProcess;
let admin: string;
let person: string;

beforeAll(async () => {
  ({ server, admin, person } = await startWithBystander());
  // The first deck of a fresh server pays for its own start-up; the probes measure the rest.
  await fetch(`${server.base}/api/events/unseen`, { headers: { cookie: person } });
});

afterAll(() => server?.stop());

const files = {
  'one line of commas': HEADER + ','.repeat(SIZE),
  'many huge lines': HEADER + `${'a,'.repeat(50_000)}\n`.repeat(SIZE / 100_000),
};

const upload = (content: string) => {
  const form = new FormData();
  form.append('csv', new Blob([content], { type: 'text/csv' }), 'huge.csv');
  return fetch(`${server.base}/api/events/bulk-upload`, {
    method: 'POST',
    headers: { cookie: admin, origin: server.base },
    body: form,
  });
};

async function timed(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

describe('a 9 MB pathological CSV', () => {
  it.each(Object.entries(files))(
    'made of %s is a row error while health and decks keep answering',
    async (_name, content) => {
      let answered = false;
      const imported = upload(content).then(async (res) => {
        answered = true;
        return { status: res.status, body: (await res.json()) as { errors: string[] } };
      });
      const probes: { status: number; ms: number }[] = [];
      // Probes go on until the upload answers: each pair is sent while the file is being read.
      while (!answered) {
        probes.push(await timed(`${server.base}/api/health`));
        probes.push(await timed(`${server.base}/api/events/unseen`, { cookie: person }));
      }
      const { status, body } = await imported;
      expect(status).toBe(200);
      expect(body.errors[0]).toBe('Row 2: is longer than 65,536 characters');
      expect(probes.map((p) => p.status)).toEqual(Array(probes.length).fill(200));
      const slowest = Math.max(...probes.map((p) => p.ms));
      console.log(
        `${probes.length} probes while the file was read; slowest ${slowest.toFixed(0)} ms`,
      );
      expect(slowest).toBeLessThan(RESPONSIVE_MS);
    },
    120_000,
  );
});

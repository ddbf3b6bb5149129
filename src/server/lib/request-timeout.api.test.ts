import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/server/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

it('answers 408 to a client that trickles its body, within 30 s', { timeout: 45_000 }, async () => {
  const { port } = t.app.server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  // A route that needs no sign-in, and a body that never finishes: one byte every 2 s.
  socket.write(
    'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 1000\r\n\r\n{',
  );
  const drip = setInterval(() => socket.write(' '), 2000);
  await Promise.race([closed, new Promise((r) => setTimeout(r, 35_000))]);
  clearInterval(drip);
  socket.destroy();
  const elapsed = Date.now() - started;
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
  expect(elapsed).toBeLessThan(30_000);
});

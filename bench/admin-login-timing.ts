import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '#test/support/server/test-app.ts';
import { TEST_ADMIN } from '#test/support/server/test-admin.ts';

/**
 * node --import tsx bench/admin-login-timing.ts
 *
 * A refused admin login should take about as long whatever the username, so response times do
 * not tell an attacker which usernames exist: every path spends one password verification.
 * Prints the median refusal time per kind of username and its ratio to the admin's; a ratio
 * far under 1 (it was 0.05 before unknown usernames paid for a verification) is a leak.
 * A measurement, so it lives here and not in `npm test`, where a busy machine would decide it.
 */

const ROUNDS = Number(process.env.ROUNDS ?? 15);

async function refusalMs(t: TestApp, username: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username, password: 'wrong-pw' },
    });
    times.push(performance.now() - start);
    if (res.statusCode !== 401) throw new Error(`${username}: expected 401, got ${res.statusCode}`);
  }
  return times.sort((x, y) => x - y)[Math.floor(ROUNDS / 2)]!;
}

const t = await createTestApp();
try {
  // Warm-up: the first verification primes scrypt.
  await refusalMs(t, TEST_ADMIN.username);
  const admin = await refusalMs(t, TEST_ADMIN.username);
  const rows = {
    admin,
    demo: await refusalMs(t, 'demo'),
    unknown: await refusalMs(t, `nobody${randomBytes(3).toString('hex')}`),
  };
  for (const [kind, ms] of Object.entries(rows)) {
    console.log(
      `${kind.padEnd(8)} ${ms.toFixed(1).padStart(7)} ms  ratio ${(ms / admin).toFixed(2)}`,
    );
  }
} finally {
  await t.close();
}

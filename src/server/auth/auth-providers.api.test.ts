import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/support/server/test-app.ts';

const providers = async (env: Record<string, string>) => {
  const t = await createTestApp(env);
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.statusCode).toBe(200);
    return res.json();
  } finally {
    await t.close();
  }
};

describe('GET /api/auth/providers', () => {
  it('says Google is not there without its keys, to anyone', async () => {
    expect(await providers({})).toEqual({ google: false });
  });

  it('says Google is there once its keys are configured', async () => {
    expect(
      await providers({ GOOGLE_CLIENT_ID: 'client-123', GOOGLE_CLIENT_SECRET: 'secret-456' }),
    ).toEqual({ google: true });
  });
});

import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it("turns zod's compiled parsers off, whether zod loads before or after", async () => {
    await import('./zod-without-eval.ts');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // Parsing still works, through the interpreted path.
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});

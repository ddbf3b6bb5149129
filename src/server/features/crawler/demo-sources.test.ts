import { describe, expect, it } from 'vitest';
import { planDemoSources } from '#server/features/crawler/demo-sources.ts';

describe('the demo crawl moved into the coming weeks', () => {
  it('rewrites the dates written in the fixtures to the moved days', async () => {
    const now = new Date('2026-11-25T17:00:00Z');
    const crawled = (
      await Promise.all(planDemoSources(now).map(async (s) => (await s.load?.()) ?? []))
    ).flat();
    for (const e of crawled) {
      const text = `${e.title} ${e.description}`;
      expect(text, e.title).not.toMatch(/\b2025\b|September|\bSept?\b/);
    }
    const jazz = crawled.find((e) => e.title.startsWith('Jazz in the Library'))!;
    expect(jazz.date).toBe('2026-12-17');
    expect(jazz.description).toContain('Thursday, December 17, 2026');
    const revue = crawled.find((e) => e.title.startsWith('Lake Street Dive'))!;
    expect(revue.description).toContain(`Dec 25 and Dec 26`);
    expect([revue.date, revue.endDate]).toEqual(['2026-12-25', '2026-12-26']);
  });
});

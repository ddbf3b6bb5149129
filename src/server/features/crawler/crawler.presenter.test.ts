import { describe, expect, it } from 'vitest';
import { presentCrawlStatus } from '#server/features/crawler/crawler.presenter.ts';

const idle = {
  running: false,
  lastRunAt: null,
  lastResult: null,
  lastError: null,
  nextRunAt: null,
};

describe('the crawl status', () => {
  it('says what the crawler is doing, a running crawl first', () => {
    const next = new Date('2030-06-10T17:30:00Z');
    expect(presentCrawlStatus({ ...idle, nextRunAt: next }, true)).toEqual({
      message: 'Crawler ready; crawls run hourly',
      scheduler: {
        isScheduled: true,
        running: false,
        lastRunAt: null,
        nextRunAt: '2030-06-10T17:30:00.000Z',
        lastResult: null,
      },
    });
    expect(presentCrawlStatus(idle, false).message).toBe('Crawler ready; hourly crawls are off');
    const failed = {
      ...idle,
      lastRunAt: new Date('2030-06-10T16:30:00Z'),
      lastError: 'connection terminated',
    };
    expect(presentCrawlStatus(failed, true)).toMatchObject({
      message: 'The last crawl failed: connection terminated',
      scheduler: { lastRunAt: '2030-06-10T16:30:00.000Z', lastResult: null },
    });
    expect(presentCrawlStatus({ ...failed, running: true }, true).message).toBe(
      'A crawl is running',
    );
  });
});

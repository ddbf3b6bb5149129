import { describe, expect, it } from 'vitest';
import { ConfigError } from '#server/config.ts';
import { crawlSettingsFrom, parseCrawlerSources } from '#server/features/crawler/source-config.ts';
import { NYC_PARKS_FEED_URL } from '#server/features/crawler/sources/nyc-parks.ts';

describe('crawler sources', () => {
  it('default to one real source of each kind', () => {
    const sources = parseCrawlerSources(undefined);
    expect(sources.map((s) => [s.name, s.kind])).toEqual([
      ['nyc-parks', 'nyc-parks'],
      ['nyc-permitted-events', 'socrata'],
      ['ticketmaster', 'ticketmaster'],
      ['cuny-graduate-center-library', 'ical'],
      ['shapeshifter-plus', 'json-ld'],
    ]);
    expect(sources[0]).toEqual({
      name: 'nyc-parks',
      kind: 'nyc-parks',
      url: NYC_PARKS_FEED_URL,
      enabled: true,
      timeoutMs: 60_000,
    });
  });

  it('come from CRAWLER_SOURCES when it is set, with each kind’s defaults', () => {
    const sources = parseCrawlerSources(
      JSON.stringify([
        { name: 'bam', kind: 'ical', url: 'https://www.bam.org/calendar.ics', borough: 'Brooklyn' },
        { name: 'parks', kind: 'nyc-parks', enabled: false },
      ]),
    );
    expect(sources).toEqual([
      {
        name: 'bam',
        kind: 'ical',
        url: 'https://www.bam.org/calendar.ics',
        place: { borough: 'Brooklyn' },
        horizonDays: 28,
        enabled: true,
        timeoutMs: 60_000,
      },
      {
        name: 'parks',
        kind: 'nyc-parks',
        url: NYC_PARKS_FEED_URL,
        enabled: false,
        timeoutMs: 60_000,
      },
    ]);
  });

  it.each([
    ['not json', 'Invalid configuration: CRAWLER_SOURCES is not valid JSON'],
    ['{}', 'Invalid configuration: CRAWLER_SOURCES Invalid input: expected array, received object'],
    ['[{"name":"x","kind":"rss"}]', /CRAWLER_SOURCES\.0\.kind/],
    [
      '[{"name":"x","kind":"ical","url":"file:///etc/passwd"}]',
      /CRAWLER_SOURCES\.0\.url must be an http\(s\) URL/,
    ],
    ['[{"name":"business","kind":"nyc-parks"}]', /CRAWLER_SOURCES\.0\.name is a reserved name/],
    ['[{"name":"Parks!","kind":"nyc-parks"}]', /CRAWLER_SOURCES\.0\.name must be 1-40 lowercase/],
    ['[{"name":"a","kind":"nyc-parks"},{"name":"a","kind":"socrata"}]', /names must be unique/],
    ['[{"name":"a","kind":"nyc-parks","apiKey":"x"}]', /Unrecognized key/],
  ])('refuse %s with one readable line', (raw, message) => {
    expect(() => parseCrawlerSources(raw)).toThrow(ConfigError);
    expect(() => parseCrawlerSources(raw)).toThrow(message);
  });

  it('name the crawler and its home in the User-Agent', () => {
    const settings = crawlSettingsFrom({
      publicUrl: 'https://swipe.nyc',
      crawler: { sources: undefined, ticketmasterApiKey: 'k', nycOpenDataAppToken: undefined },
    });
    expect(settings.userAgent).toBe('SwipeNYC-Crawler/1.0 (+https://swipe.nyc)');
    expect(settings.ticketmasterApiKey).toBe('k');
    expect(settings.allowPrivateHosts).toBeUndefined();
  });
});

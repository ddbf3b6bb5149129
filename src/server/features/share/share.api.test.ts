import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events } from '#server/db/schema/events.ts';
import type { NewEventRow } from '#server/events/event-row.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import { createTestApp, type TestApp } from '#test/support/server/test-app.ts';
import { addDays, eventStart, nycToday } from '#shared/time.ts';
import { renderSitemap } from './crawler-files.render.ts';
import { sitemapEntries } from './share.service.ts';

const PUBLIC_URL = 'http://localhost:3000';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  // A built app in place, so the catch-all page is there to swallow these addresses if it could.
  clientDir = mkdtempSync(path.join(tmpdir(), 'swipenyc-share-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>App shell</title>');
  t = await createTestApp({}, { clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.database.db.execute(sql`TRUNCATE events RESTART IDENTITY CASCADE`);
});

/** An event on a fixed New York date and time. */
function on(date: string, time: string, overrides: Partial<NewEventRow> = {}): NewEventRow {
  return makeEvent({ date, time, startsAt: eventStart(date, time).startsAt, ...overrides });
}

async function insertOne(row: NewEventRow) {
  const [event] = await insertEvents(t.database.db, [row]);
  return event!;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function page(id: number | string): Promise<CheerioAPI> {
  const res = await get(`/e/${id}`);
  expect(res.statusCode).toBe(200);
  return load(res.body);
}

/** The lines of the page's "When" fact. */
const facts = ($: CheerioAPI) =>
  $('.fact')
    .first()
    .find('dd span')
    .map((_, el) => $(el).text())
    .get();

const meta = ($: CheerioAPI, key: string) =>
  $(`meta[property="${key}"], meta[name="${key}"]`).attr('content');

function jsonLd($: CheerioAPI): Record<string, unknown> {
  const scripts = $('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts.text()) as Record<string, unknown>;
}

describe('GET /e/:id', () => {
  it('answers a page readable without script, with its head filled in', async () => {
    const e = await insertOne(
      on('2027-07-04', '8:30 PM', {
        title: 'Fireworks Jazz Cruise',
        description: 'Live trio on the Hudson.\nBring a jacket.',
        venue: 'Pier 40',
        neighborhood: 'West Village',
        borough: 'Manhattan',
        price: '$45',
        priceMinCents: 4500,
        category: 'music',
        performer: 'The Harbor Trio',
        sourceUrl: 'https://example.com/cruise',
        imageUrl: '/uploads/events/cruise.webp',
      }),
    );
    const res = await get(`/e/${e.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    // No script may run: the page must need none, and the policy allows none inline.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const $ = load(res.body);
    expect($('script:not([type="application/ld+json"])')).toHaveLength(0);

    const canonical = `${PUBLIC_URL}/e/${e.id}`;
    expect($('title').text()).toBe('Fireworks Jazz Cruise · SwipeNYC');
    expect($('link[rel="canonical"]').attr('href')).toBe(canonical);
    expect(meta($, 'description')).toBe(
      'Sunday, July 4, 2027 at 8:30 PM at Pier 40. Live trio on the Hudson. Bring a jacket.',
    );
    expect(meta($, 'og:type')).toBe('website');
    expect(meta($, 'og:title')).toBe('Fireworks Jazz Cruise');
    expect(meta($, 'og:description')).toBe(meta($, 'description'));
    expect(meta($, 'og:url')).toBe(canonical);
    expect(meta($, 'og:image')).toBe(`${PUBLIC_URL}/uploads/events/cruise.webp`);
    expect(meta($, 'twitter:card')).toBe('summary_large_image');
    expect(meta($, 'twitter:title')).toBe('Fireworks Jazz Cruise');
    expect(meta($, 'twitter:image')).toBe(meta($, 'og:image'));

    const main = $('main');
    expect(main.find('h1').text()).toBe('Fireworks Jazz Cruise');
    const text = main.text();
    for (const shown of [
      'Sunday, July 4, 2027',
      '8:30 PM',
      'Pier 40',
      'West Village, Manhattan',
      '$45',
      'Music',
      'The Harbor Trio',
    ]) {
      expect(text).toContain(shown);
    }
    expect(main.find('.description').text()).toBe('Live trio on the Hudson.\nBring a jacket.');
    const img = main.find('img');
    expect(img.attr('src')).toBe('/uploads/events/cruise.webp');
    expect(img.attr('width')).toBe('800');
    expect(img.attr('height')).toBe('600');
    expect(main.find('a[href="https://example.com/cruise"]').attr('rel')).toContain('noopener');
    const open = main.find('a.cta');
    expect(open.text()).toBe('Open in SwipeNYC');
    expect(open.attr('href')).toBe(`/events/${e.id}`);

    expect(jsonLd($)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Fireworks Jazz Cruise',
      description: 'Live trio on the Hudson.\nBring a jacket.',
      // Summer time in New York.
      startDate: '2027-07-04T20:30:00-04:00',
      endDate: '2027-07-04T22:30:00-04:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Pier 40',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'West Village',
          addressLocality: 'Manhattan',
          addressRegion: 'NY',
          addressCountry: 'US',
        },
      },
      image: [`${PUBLIC_URL}/uploads/events/cruise.webp`],
      url: canonical,
      performer: { '@type': 'PerformingGroup', name: 'The Harbor Trio' },
      offers: {
        '@type': 'Offer',
        price: '45.00',
        priceCurrency: 'USD',
        url: 'https://example.com/cruise',
      },
    });
  });

  it('gives winter dates the standard-time offset and leaves out an unknown price', async () => {
    const e = await insertOne(
      on('2027-01-15', '7:00 PM', { price: 'Varies', priceMinCents: null, borough: null }),
    );
    const ld = jsonLd(await page(e.id));
    expect(ld.startDate).toBe('2027-01-15T19:00:00-05:00');
    expect(ld.endDate).toBe('2027-01-15T21:00:00-05:00');
    expect(ld).not.toHaveProperty('offers');
    expect(ld.location).toMatchObject({ address: { addressLocality: 'New York' } });
  });

  it('shows a time it cannot read as written', async () => {
    const e = await insertOne(on('2027-03-20', 'Doors at 8'));
    const $ = await page(e.id);
    expect($('main').text()).toContain('Doors at 8');
    expect(jsonLd($).startDate).toBe('2027-03-20T19:00:00-04:00');
  });

  it('runs a movie until its last day', async () => {
    const e = await insertOne(
      on('2027-10-30', '7:15 PM', {
        category: 'movie',
        isMovie: true,
        startDate: '2027-10-30',
        endDate: '2027-11-12',
      }),
    );
    const $ = await page(e.id);
    expect(facts($)).toEqual([
      'Oct 30 – Nov 12',
      'Showing daily at 7:15 PM',
      'From Saturday, October 30, 2027 to Friday, November 12, 2027',
    ]);
    // The run crosses the end of summer time.
    expect(jsonLd($)).toMatchObject({
      startDate: '2027-10-30T19:15:00-04:00',
      endDate: '2027-11-12T21:15:00-05:00',
    });
  });

  it('shows an all-day event as "All day" and gives search engines its dates alone', async () => {
    const e = await insertOne(
      on('2027-06-12', '12:00 AM', { time: 'All day', allDay: true, endDate: '2027-06-12' }),
    );
    const $ = await page(e.id);
    expect(facts($)).toEqual(['Saturday, June 12, 2027', 'All day']);
    expect($('main').text()).not.toContain('12:00 AM');
    expect(meta($, 'description')).toMatch(/^Saturday, June 12, 2027, all day at /);
    expect(jsonLd($)).toMatchObject({ startDate: '2027-06-12', endDate: '2027-06-12' });
  });

  it('shows an all-day run over several days as its span, its last day as the end', async () => {
    const e = await insertOne(
      on('2027-12-05', '12:00 AM', { time: 'All day', allDay: true, endDate: '2028-01-29' }),
    );
    const $ = await page(e.id);
    expect(facts($)).toEqual([
      'Dec 5 – Jan 29',
      'All day',
      'From Sunday, December 5, 2027 to Saturday, January 29, 2028',
    ]);
    expect(jsonLd($)).toMatchObject({ startDate: '2027-12-05', endDate: '2028-01-29' });
  });

  it('gives a timed run over several days its real end', async () => {
    const e = await insertOne(on('2027-07-09', '6:00 PM', { endDate: '2027-07-11' }));
    const $ = await page(e.id);
    expect(facts($)[0]).toBe('Jul 9 – Jul 11');
    expect(jsonLd($)).toMatchObject({
      startDate: '2027-07-09T18:00:00-04:00',
      endDate: '2027-07-11T20:00:00-04:00',
    });
  });

  it('says an all-day run has taken place only once its last day is over', async () => {
    const today = nycToday();
    const running = await insertOne(
      on(addDays(today, -3), '12:00 AM', { time: 'All day', allDay: true, endDate: today }),
    );
    const $ = await page(running.id);
    expect($('.ended')).toHaveLength(0);
    expect(facts($)[0]).toBe('Through today');
    const over = await insertOne(
      on(addDays(today, -3), '12:00 AM', {
        time: 'All day',
        allDay: true,
        endDate: addDays(today, -1),
      }),
    );
    expect((await page(over.id))('.ended').text()).toBe('This event has already taken place.');
  });

  it('gives link previews category art as a PNG, since they show no SVG', async () => {
    const art = await insertOne(on('2027-05-01', '1:00 PM', { imageUrl: null, category: 'food' }));
    const $ = await page(art.id);
    expect($('main img').attr('src')).toBe('/images/events/food.svg');
    const preview = meta($, 'og:image')!;
    expect(preview).toBe(`${PUBLIC_URL}/share/art/food.png`);
    expect(jsonLd($).image).toEqual([preview]);

    const png = await get(new URL(preview).pathname);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const size = await sharp(png.rawPayload).metadata();
    expect([size.format, size.width, size.height]).toEqual(['png', 1200, 900]);
    for (const bad of ['nope.png', 'food.svg', '..%2F..%2Fpackage.json', 'food.png.png']) {
      expect((await get(`/share/art/${bad}`)).statusCode, bad).toBe(404);
    }
  });

  it('shows category art for a stored remote picture, never the remote address', async () => {
    // docs/product.md#pictures-we-serve: only our own copies are served.
    const remote = 'https://images.example.com/a.jpg?w=800&h=600';
    const hosted = await insertOne(on('2027-05-01', '1:00 PM', { imageUrl: remote }));
    const $ = await page(hosted.id);
    expect(meta($, 'og:image')).toMatch(/^http:\/\/localhost:3000\/share\/art\/music/);
    expect($('main img').attr('src')).toBe('/images/events/music.svg');
    expect($.html()).not.toContain('images.example.com');
  });

  it('never turns a stored script link or picture into one the page follows', async () => {
    const e = await insertOne(
      on('2027-05-01', '1:00 PM', {
        sourceUrl: 'javascript:alert(1)',
        imageUrl: 'javascript:alert(2)',
        category: 'art',
      }),
    );
    const res = await get(`/e/${e.id}`);
    expect(res.body).not.toContain('javascript:');
    const $ = load(res.body);
    expect($('main img').attr('src')).toBe('/images/events/art.svg');
    expect($('main a.secondary')).toHaveLength(0);
  });

  it('escapes markup in every piece of event text, and the JSON-LD still reads it back', async () => {
    const attack = '</script><img src=x onerror=alert(1)><!--';
    const e = await insertOne(
      on('2027-06-01', '9:00 PM', {
        title: `Late show ${attack}`,
        description: `Come "early" & stay <b>late</b> ${attack}`,
        venue: `Club ${attack}`,
        neighborhood: 'SoHo',
        price: `$10 ${attack}`,
        performer: `DJ ${attack}`,
        sourceUrl: `https://example.com/?q="><img src=x onerror=alert(3)>`,
      }),
    );
    const res = await get(`/e/${e.id}`);
    expect(res.body).not.toMatch(/<img[^>]*onerror/i);
    expect(res.body).not.toContain('<b>late</b>');
    const $ = load(res.body);
    expect($('[onerror]')).toHaveLength(0);
    expect($('img')).toHaveLength(1);
    expect($('b')).toHaveLength(0);
    expect($('script')).toHaveLength(1);
    expect($('h1').text()).toBe(`Late show ${attack}`);
    expect($('title').text()).toBe(`Late show ${attack} · SwipeNYC`);
    expect(meta($, 'og:title')).toBe(`Late show ${attack}`);
    expect($('main').text()).toContain(`Club ${attack}`);

    const ld = jsonLd($);
    expect(ld.name).toBe(`Late show ${attack}`);
    expect(ld.description).toBe(`Come "early" & stay <b>late</b> ${attack}`);
    expect(ld.performer).toEqual({ '@type': 'PerformingGroup', name: `DJ ${attack}` });
  });

  it('serves the stylesheet it links, allowed by the page policy and cached for good', async () => {
    const e = await insertOne(on('2027-05-01', '1:00 PM'));
    const res = await get(`/e/${e.id}`);
    expect(res.headers['content-security-policy']).toContain("style-src 'self'");
    const href = load(res.body)('link[rel="stylesheet"]').attr('href')!;
    expect(href).toMatch(/^\/share\/page\.[0-9a-f]{12}\.css$/);
    const css = await get(href);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.body).toContain('.cat-music{--cat:#7c3aed}');
  });

  it('answers a page with the same look for ids that are unknown, deleted or malformed', async () => {
    const gone = await insertOne(on('2027-05-01', '1:00 PM'));
    await t.database.db.delete(events).where(eq(events.id, gone.id));
    for (const id of [
      String(gone.id),
      '424242',
      'abc',
      '0',
      '012',
      '1e3',
      '-1',
      '1.5',
      '99999999999999999999',
      '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    ]) {
      const res = await get(`/e/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).not.toContain('<script');
      const $ = load(res.body);
      expect($('h1').text()).toBe('This event is no longer available');
      expect($('a.cta').attr('href')).toBe('/home');
      expect($('meta[name="robots"]').attr('content')).toBe('noindex');
      expect($('link[rel="stylesheet"]').attr('href')).toMatch(/^\/share\/page\./);
    }
  });
});

// jsdom (a test dependency) ships no type declarations; only its DOMParser is used.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};

/** Parsed by a strict XML parser: any well-formedness error fails the test. */
function parseXml(text: string): Document {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('GET /sitemap.xml', () => {
  it('lists the front page and upcoming events only, as valid XML', async () => {
    const today = nycToday();
    const [soon, later, past, running, finished] = await insertEvents(t.database.db, [
      makeEvent({ daysAhead: 1 }),
      makeEvent({ daysAhead: 9 }),
      makeEvent({ daysAhead: -2 }),
      makeEvent({
        daysAhead: -3,
        isMovie: true,
        startDate: addDays(today, -3),
        endDate: addDays(today, 4),
      }),
      makeEvent({
        daysAhead: -9,
        isMovie: true,
        startDate: addDays(today, -9),
        endDate: addDays(today, -1),
      }),
    ]);
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const doc = parseXml(res.body);
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = [...doc.getElementsByTagName('loc')].map((l) => l.textContent);
    expect(locs).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/e/${running!.id}`,
      `${PUBLIC_URL}/e/${soon!.id}`,
      `${PUBLIC_URL}/e/${later!.id}`,
    ]);
    expect(locs).not.toContain(`${PUBLIC_URL}/e/${past!.id}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/e/${finished!.id}`);
    const lastmods = [...doc.getElementsByTagName('lastmod')].map((l) => l.textContent);
    expect(lastmods).toHaveLength(3);
    expect(lastmods[1]).toBe(soon!.updatedAt.toISOString());
  });

  it('lists every event still running, all-day and runs included, before those to come', async () => {
    const today = nycToday();
    const midnight = (daysAhead: number) => eventStart(addDays(today, daysAhead), '12:00 AM');
    const [exhibition, festival, fair, screening, soon] = await insertEvents(t.database.db, [
      makeEvent({
        daysAhead: -3,
        time: 'All day',
        allDay: true,
        startsAt: midnight(-3).startsAt,
        endDate: addDays(today, 4),
      }),
      makeEvent({
        daysAhead: -1,
        time: '12:01 AM',
        startsAt: midnight(-1).startsAt,
        endDate: addDays(today, 1),
      }),
      makeEvent({
        daysAhead: 0,
        time: 'All day',
        allDay: true,
        startsAt: midnight(0).startsAt,
        endDate: today,
      }),
      // A one-day showing that has started is over, though it has a last day.
      makeEvent({
        daysAhead: 0,
        time: '12:01 AM',
        startsAt: midnight(0).startsAt,
        isMovie: true,
        startDate: today,
        endDate: today,
      }),
      makeEvent({ daysAhead: 2 }),
    ]);
    const ids = (await sitemapEntries(t.database.db, 10)).map((e) => e.id);
    expect(ids).toEqual([fair!.id, festival!.id, exhibition!.id, soon!.id]);
    expect(ids).not.toContain(screening!.id);
  });

  it('escapes the site address', () => {
    const xml = renderSitemap('https://example.com/a&b', [{ id: 7, updatedAt: new Date(0) }]);
    const locs = [...parseXml(xml).getElementsByTagName('loc')].map((l) => l.textContent);
    expect(locs).toEqual(['https://example.com/a&b/', 'https://example.com/a&b/e/7']);
  });

  it('stops at the limit it is given, soonest first', async () => {
    const rows = await insertEvents(
      t.database.db,
      [5, 3, 1, 4, 2].map((daysAhead) => makeEvent({ daysAhead })),
    );
    const entries = await sitemapEntries(t.database.db, 3);
    const byDay = [2, 4, 1].map((i) => rows[i]!.id);
    expect(entries.map((e) => e.id)).toEqual(byDay);
  });
});

describe('GET /robots.txt', () => {
  it('allows event pages, keeps crawlers out of the API and app pages, names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const line of [
      'Allow: /',
      'Allow: /e/',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /my-events',
      'Disallow: /profile',
      `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
    ]) {
      expect(lines).toContain(line);
    }
  });
});

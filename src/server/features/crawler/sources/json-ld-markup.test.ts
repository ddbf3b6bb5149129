import { describe, expect, it } from 'vitest';
import { parseEventPage } from '#server/features/crawler/sources/json-ld.ts';

const PAGE = 'https://venue.example/events/';
const defaults = { venue: 'Test Venue', borough: 'Brooklyn', category: 'music' as const };

/** A venue page with one JSON-LD event; `<` escaped as sites must, so the block stays whole. */
const page = (event: object) => {
  const json = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Event',
    startDate: '2030-05-01T20:00',
    ...event,
  }).replaceAll('<', '\\u003c');
  return `<html><body><script type="application/ld+json">${json}</script></body></html>`;
};

describe('markup in a crawled JSON-LD event', () => {
  it('keeps only the text of tags in the name and description', () => {
    const [event] = parseEventPage(
      page({
        name: '<script>window.__xss=1</script><b>Late</b> Set',
        description: '<img src=x onerror="window.__xss=1"><p>Three sets</p><p>one night</p>',
        url: 'javascript:window.__xss=1',
      }),
      PAGE,
      defaults,
    );
    // A javascript: link is dropped for the page's own address.
    expect(event).toMatchObject({ description: 'Three sets one night', url: PAGE });
    for (const text of [event!.title, event!.description]) {
      expect(text).not.toMatch(/<\s*(script|img|svg|b|p)\b/i);
    }
  });

  it('turns entity-encoded markup into text once, never into tags', () => {
    const [event] = parseEventPage(
      page({ name: 'Jazz &lt;img src=x onerror=alert(1)&gt; &amp; Blues' }),
      PAGE,
      defaults,
    );
    // Shown as these characters by every page, which render event text as text.
    expect(event!.title).toBe('Jazz <img src=x onerror=alert(1)> & Blues');
  });
});

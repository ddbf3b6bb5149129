import { describe, expect, it } from 'vitest';
import { parseEventPage } from '#server/features/crawler/sources/json-ld.ts';
import { fixtureText } from '#test/support/crawler/fixture-text.ts';

const PAGE = 'https://www.brooklynsteel.com/events/';
const defaults = {
  place: { venue: 'Brooklyn Steel', borough: 'Brooklyn' as const },
  category: 'music' as const,
};

describe('schema.org Event JSON-LD on venue pages', () => {
  const events = parseEventPage(fixtureText('venue-page.html'), PAGE, defaults);
  const byTitle = (title: string) => events.find((e) => e.title === title)!;

  it('finds every Event and subtype, in arrays and beside other data', () => {
    expect(events.map((e) => [e.title, e.category, e.unusable])).toEqual([
      ['Snarky Puppy', 'music', undefined],
      ['Lake Street Dive & Friends: Fall Revue', 'music', undefined],
      ['Brooklyn Steel Comedy Night', 'comedy', undefined],
      ['Late Night Livestream: Studio Sessions', 'music', 'online-only'],
      ['The Postponed Tour', 'music', 'cancelled'],
    ]);
  });

  it('reads dates in New York, the place, offers, performer and image', () => {
    expect(byTitle('Snarky Puppy')).toEqual({
      sourceId: 'https://www.brooklynsteel.com/event/snarky-puppy/',
      title: 'Snarky Puppy',
      description: 'The Grammy-winning collective returns to Brooklyn.',
      date: '2025-09-12',
      time: '8:00 PM',
      endDate: null,
      venue: 'Brooklyn Steel',
      price: '$45 - $65',
      category: 'music',
      originalCategory: 'MusicEvent',
      performer: 'Snarky Puppy',
      url: 'https://www.brooklynsteel.com/event/snarky-puppy/',
      imageUrl:
        'https://www.brooklynsteel.com/wp-content/uploads/2025/06/snarky-puppy-1024x576.jpg',
      location: { lat: 40.7195, lng: -73.9387 },
      borough: 'Brooklyn',
      address: { locality: 'Brooklyn', region: 'NY', postalCode: '11222', country: 'US' },
      placeText: 'Brooklyn Steel, 319 Frost Street, Brooklyn, NY, 11222, US',
      declared: defaults.place,
    });
    expect(byTitle('Lake Street Dive & Friends: Fall Revue')).toMatchObject({
      endDate: '2025-09-27',
      price: '$49.50 - $75',
      performer: 'Lake Street Dive',
      // No image of its own: the page's og:image.
      imageUrl: 'https://www.brooklynsteel.com/wp-content/uploads/2025/01/brooklyn-steel-room.jpg',
    });
    expect(byTitle('Brooklyn Steel Comedy Night')).toMatchObject({
      time: '8:00 PM',
      price: 'Free',
      imageUrl: 'https://www.brooklynsteel.com/wp-content/uploads/2025/07/comedy-night.jpg',
    });
  });

  it('reads @graph, prefixed types and nested sub-events, and passes over broken blocks', () => {
    const html = `<script type="application/ld+json">{ not json</script>
      <script type="application/ld+json">{"@context":"https://schema.org","@graph":[
        {"@type":"schema:TheaterEvent","@id":"#play","name":"Our Town","startDate":"2025-09-20",
         "subEvent":[{"@type":"http://schema.org/Event","name":"Talkback","startDate":"2025-09-20T21:30"}]}]}</script>`;
    expect(
      parseEventPage(html, PAGE, defaults).map((e) => [
        e.sourceId,
        e.title,
        e.date,
        e.time,
        e.category,
        e.venue,
      ]),
    ).toEqual([
      ['#play', 'Our Town', '2025-09-20', 'All day', 'theater', 'Brooklyn Steel'],
      ['Talkback|2025-09-20T21:30', 'Talkback', '2025-09-20', '9:30 PM', 'music', 'Brooklyn Steel'],
    ]);
  });

  it('finds nothing on a page without events', () => {
    expect(parseEventPage('<html><body>No shows</body></html>', PAGE, defaults)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseNycParksFeed } from '#server/features/crawler/sources/nyc-parks.ts';
import { fixtureText } from '#test/support/crawler/fixture-text.ts';

describe('the NYC Parks events feed', () => {
  const events = parseNycParksFeed(fixtureText('nyc-parks.xml'));
  const byTitle = (title: string) => events.find((e) => e.title === title)!;

  it('reads every item with the Parks event fields', () => {
    expect(events).toHaveLength(8);
    expect(byTitle('Movies Under the Stars: The Princess Bride')).toEqual({
      sourceId:
        'https://www.nycgovparks.org/events/2025/09/05/movies-under-the-stars-the-princess-bride',
      title: 'Movies Under the Stars: The Princess Bride',
      description:
        'Bring a blanket and a picnic to a free outdoor screening of the 1987 classic. Film begins at dusk; seating is first come, first served.',
      date: '2025-09-05',
      time: '7:30 PM',
      endDate: null,
      venue: 'Great Lawn (in Central Park)',
      price: 'Free',
      category: 'movie',
      originalCategory: 'Film | Free Summer Movies | Best for Kids',
      performer: null,
      url: 'https://www.nycgovparks.org/events/2025/09/05/movies-under-the-stars-the-princess-bride',
      imageUrl: 'https://www.nycgovparks.org/photo_gallery/full_size/24106.jpg',
      location: { lat: 40.7813, lng: -73.9665 },
      borough: 'Manhattan',
    });
  });

  it('takes the borough from the park id, the category from the Parks labels', () => {
    expect(events.map((e) => [e.borough, e.category])).toEqual([
      ['Manhattan', 'movie'],
      ['Manhattan', 'outdoor'],
      ['Manhattan', 'tours'],
      ['Brooklyn', 'sports'],
      ['Bronx', 'outdoor'],
      ['Queens', 'festival'],
      ['Queens', 'art'],
      ['Manhattan', 'outdoor'],
    ]);
  });

  it('keeps runs, prices named in the description, and no image when the feed has none', () => {
    expect(byTitle('Art in the Garden: Get the Picture?')).toMatchObject({
      date: '2025-08-20',
      endDate: '2025-10-15',
      imageUrl: null,
    });
    expect(byTitle('Central Park Tour: North Woods').price).toBe('$15');
    expect(byTitle('Central Park Tour: North Woods').description).toContain(
      '"Manhattan Adirondacks."',
    );
  });

  it('refuses a document that is not RSS', () => {
    expect(() => parseNycParksFeed('<html><body>Maintenance</body></html>')).toThrow(
      'not an RSS feed',
    );
  });
});

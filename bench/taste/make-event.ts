import { DateTime } from 'luxon';
import { neighborhoodCentroids } from '#shared/nyc/neighborhood-centroids.ts';
import { NYC_ZONE } from '#shared/time.ts';
import type { CatalogueEvent } from './catalogue.ts';
import type { Venue } from './venues.ts';

/** A venue for tests, in Chelsea unless told otherwise. */
export function makeVenue(overrides: Partial<Venue> = {}): Venue {
  const neighborhood = overrides.neighborhood ?? 'Chelsea';
  return {
    name: 'Blue Hall',
    neighborhood,
    borough: 'Manhattan',
    at: neighborhoodCentroids[neighborhood]!,
    typical: 'music',
    typicalSubGenre: 'jazz',
    size: 1,
    ...overrides,
  };
}

/** An event for tests: a $20 jazz night on Tuesday 2026-12-08 at 7 PM, a week ahead. */
export function makeEvent(overrides: Partial<CatalogueEvent> = {}): CatalogueEvent {
  const start = overrides.start ?? DateTime.fromISO('2026-12-08T19:00', { zone: NYC_ZONE });
  return {
    key: 'k',
    title: 'Late-night jazz trio at Blue Hall',
    description: 'An evening of jazz.',
    category: 'music',
    subGenre: 'jazz',
    performer: 'Mara Quinn Trio',
    venue: makeVenue(),
    price: 20,
    start,
    allAfternoon: false,
    daysAhead: 7,
    weekend: start.weekday >= 6,
    appeal: 0,
    ...overrides,
  };
}

import { defaultImageFor, placeFor } from '#server/events/event-normalize.ts';
import { categories } from '#shared/categories.ts';

/** The category art every event without its own image shows (one file per category). */
export const categoryArtUrls = categories.map((c) => defaultImageFor(c.id));
const categoryArt = new Set(categoryArtUrls);

/** True for shipped category art, which follows the category rather than being chosen. */
export function isCategoryArt(url: string): boolean {
  return categoryArt.has(url);
}

/** A known venue's own neighborhood and borough; undefined for a venue we do not know. */
export function knownVenuePlace(venue: string) {
  const place = placeFor(venue, null, null);
  return place.neighborhood ? place : undefined;
}

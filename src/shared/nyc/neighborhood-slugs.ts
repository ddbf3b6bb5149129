import { neighborhoodsByBorough } from '#shared/nyc/neighborhoods.ts';

/** A neighborhood's name as lowercase words joined by hyphens: "Hell's Kitchen" → "hell-s-kitchen". */
export function neighborhoodSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const bySlug = new Map(
  Object.values(neighborhoodsByBorough)
    .flat()
    .map((name) => [neighborhoodSlug(name), name] as const),
);

/** The listed neighborhood a slug names, if any. */
export function neighborhoodFromSlug(slug: string): string | undefined {
  return bySlug.get(slug);
}

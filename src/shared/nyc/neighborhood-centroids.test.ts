import { describe, expect, it } from 'vitest';
import { boroughs, type Borough } from '#shared/nyc/boroughs.ts';
import { neighborhoodCentroids } from '#shared/nyc/neighborhood-centroids.ts';
import { neighborhoodsByBorough } from '#shared/nyc/neighborhoods.ts';
import { neighborhoodFromSlug, neighborhoodSlug } from '#shared/nyc/neighborhood-slugs.ts';
import { milesBetween } from '#shared/nyc/travel-distance.ts';

/** Each borough's extent (land and its islands), a little generous. */
const boroughBoxes: Record<Borough, { lat: [number, number]; lng: [number, number] }> = {
  Manhattan: { lat: [40.68, 40.882], lng: [-74.03, -73.906] },
  Brooklyn: { lat: [40.566, 40.74], lng: [-74.045, -73.833] },
  Queens: { lat: [40.541, 40.801], lng: [-73.963, -73.7] },
  Bronx: { lat: [40.785, 40.916], lng: [-73.934, -73.765] },
  'Staten Island': { lat: [40.496, 40.65], lng: [-74.256, -74.052] },
};

describe('neighborhood centroids', () => {
  it.each(boroughs)('places every %s neighborhood inside the borough', (borough) => {
    const box = boroughBoxes[borough];
    for (const name of neighborhoodsByBorough[borough]) {
      const at = neighborhoodCentroids[name];
      expect(at, name).toBeDefined();
      expect(at!.lat, name).toBeGreaterThanOrEqual(box.lat[0]);
      expect(at!.lat, name).toBeLessThanOrEqual(box.lat[1]);
      expect(at!.lng, name).toBeGreaterThanOrEqual(box.lng[0]);
      expect(at!.lng, name).toBeLessThanOrEqual(box.lng[1]);
    }
  });

  it('has no centroid for a name that is not listed', () => {
    const listed = new Set(Object.values(neighborhoodsByBorough).flat());
    expect(Object.keys(neighborhoodCentroids).filter((n) => !listed.has(n))).toEqual([]);
  });

  it('keeps distinct neighborhoods apart', () => {
    const points = Object.values(neighborhoodCentroids).map((p) => `${p.lat},${p.lng}`);
    expect(new Set(points).size).toBe(points.length);
  });
});

describe('travel distance', () => {
  it('measures straight-line miles between centres', () => {
    const chelsea = neighborhoodCentroids.Chelsea!;
    // Chelsea to Williamsburg is about three miles as the crow flies.
    expect(milesBetween(chelsea, neighborhoodCentroids.Williamsburg!)).toBeCloseTo(2.9, 0);
    expect(milesBetween(chelsea, chelsea)).toBe(0);
    // Tottenville to Co-op City spans the city: over 30 miles.
    expect(
      milesBetween(neighborhoodCentroids.Tottenville!, neighborhoodCentroids['Co-op City']!),
    ).toBeGreaterThan(30);
  });
});

describe('neighborhood slugs', () => {
  it('names every neighborhood by a distinct slug that reads back', () => {
    const names = Object.values(neighborhoodsByBorough).flat();
    expect(new Set(names.map(neighborhoodSlug)).size).toBe(names.length);
    for (const name of names) expect(neighborhoodFromSlug(neighborhoodSlug(name))).toBe(name);
    expect(neighborhoodSlug("Hell's Kitchen")).toBe('hell-s-kitchen');
    expect(neighborhoodFromSlug('atlantis')).toBeUndefined();
  });
});

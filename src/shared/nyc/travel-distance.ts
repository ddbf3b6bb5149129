import type { LatLng } from '#shared/nyc/neighborhood-centroids.ts';

const EARTH_RADIUS_MILES = 3958.8;
const radians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles (haversine): straight-line, not travel time. */
export function milesBetween(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

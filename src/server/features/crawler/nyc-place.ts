import { boroughs, type Borough } from '#shared/nyc/boroughs.ts';
import { neighborhoodCentroids, type LatLng } from '#shared/nyc/neighborhood-centroids.ts';
import { boroughOf } from '#shared/nyc/neighborhoods.ts';
import { milesBetween } from '#shared/nyc/travel-distance.ts';

const MILES_PER_KM = 0.621371;
/** A point this close to a neighborhood's centre is taken to be in it. */
const NEIGHBORHOOD_RADIUS_KM = 1.5;

const centroids = Object.entries(neighborhoodCentroids);

function nearest(at: LatLng): { name: string; km: number } | null {
  let best: { name: string; km: number } | null = null;
  for (const [name, centre] of centroids) {
    const km = milesBetween(at, centre) / MILES_PER_KM;
    if (!best || km < best.km) best = { name, km };
  }
  return best;
}

/** Coordinates a source gave, if they are real ones. */
export function latLng(lat: unknown, lng: unknown): LatLng | null {
  const la = typeof lat === 'string' ? Number.parseFloat(lat) : lat;
  const lo = typeof lng === 'string' ? Number.parseFloat(lng) : lng;
  if (typeof la !== 'number' || typeof lo !== 'number') return null;
  if (!Number.isFinite(la) || !Number.isFinite(lo) || Math.abs(la) > 90 || Math.abs(lo) > 180) {
    return null;
  }
  // 0,0 is what a missing location often turns into.
  return la === 0 && lo === 0 ? null : { lat: la, lng: lo };
}

/** The neighborhood (and its borough) whose centre lies within 1.5 km, nearest first. */
export function neighborhoodNear(at: LatLng): { neighborhood: string; borough: Borough } | null {
  const hit = nearest(at);
  if (!hit || hit.km > NEIGHBORHOOD_RADIUS_KM) return null;
  const borough = boroughOf(hit.name);
  return borough ? { neighborhood: hit.name, borough } : null;
}

// The other boroughs first: "Brooklyn, New York" names Brooklyn, not Manhattan.
const boroughWords: [RegExp, Borough][] = [
  [/\bbrooklyn\b/i, 'Brooklyn'],
  [/\bqueens\b/i, 'Queens'],
  [/\bbronx\b/i, 'Bronx'],
  [/\bstaten island\b/i, 'Staten Island'],
  [/\bmanhattan\b|\bnew york,? ny\b|^new york$/i, 'Manhattan'],
];

/**
 * The borough a place name or address names: a borough ("The Bronx", "Brooklyn, NY"), a listed
 * neighborhood ("Long Island City"), or Manhattan's postal city "New York".
 */
export function boroughFromText(text: string | null | undefined): Borough | null {
  const t = (text ?? '').trim();
  if (!t) return null;
  for (const b of boroughs) if (t.toLowerCase() === b.toLowerCase()) return b;
  const neighborhoodBorough = boroughOf(t);
  if (neighborhoodBorough) return neighborhoodBorough;
  for (const [re, borough] of boroughWords) if (re.test(t)) return borough;
  return null;
}

/** The postal parts of an address a source gave, each as written. */
export interface PostalPlace {
  locality?: string | undefined;
  region?: string | undefined;
  postalCode?: string | undefined;
  country?: string | undefined;
}

/**
 * ", NY 10001" or ", CA 94103" in a one-line address, as postal parts; else a city and state
 * that end it without a ZIP code, as Meetup writes "(1 Broadway, Cambridge, MA)".
 */
export function postalPlaceOfText(text: string): PostalPlace | null {
  const m = /,\s*([A-Za-z .]+?)\s*,?\s+([A-Z]{2})\s+(\d{5})(?:-\d{4})?\b/.exec(text);
  if (m) return { locality: m[1], region: m[2], postalCode: m[3] };
  const end = /,\s*([A-Za-z .'-]+?)\s*,\s*([A-Z]{2})\s*\)?(?:\s*,\s*(US|USA))?\s*$/.exec(text);
  return end ? { locality: end[1], region: end[2], country: end[3] } : null;
}

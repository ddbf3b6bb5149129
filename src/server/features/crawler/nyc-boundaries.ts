import { readFileSync } from 'node:fs';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { z } from 'zod';
import { ConfigError } from '#server/config.ts';
import { boroughs, type Borough } from '#shared/nyc/boroughs.ts';
import type { LatLng } from '#shared/nyc/neighborhood-centroids.ts';
import { nycZipCodes } from '#shared/nyc/zip-codes.ts';
import { appRoot } from '#server/app-root.ts';

/** The bundled boundaries; its origin is in place-data/README.md. */
const BOUNDARIES_FILE = new URL(
  'src/server/features/crawler/place-data/nyc-borough-boundaries.geojson',
  appRoot,
);

// A custom check rather than a tuple schema: 71,000 points are checked at every start.
const position = z.custom<[number, number, ...number[]]>(
  (p) => Array.isArray(p) && p.length >= 2 && p.every((n) => typeof n === 'number'),
  'expected a position [longitude, latitude]',
);
const ring = z.array(position).min(4);
const geometry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring).min(1)).min(1) }),
]);
const boundariesSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z
    .array(
      z.object({
        type: z.literal('Feature'),
        properties: z.object({ BoroName: z.enum(boroughs) }),
        geometry,
      }),
    )
    .length(boroughs.length),
});
type Geometry = z.infer<typeof geometry>;
interface BoroughShape {
  borough: Borough;
  geometry: Geometry;
  /** [west, south, east, north]: most points are refused without the polygon test. */
  box: [number, number, number, number];
}
interface ZipPlace {
  borough: Borough;
  neighborhood: string | null;
}

function boxOf(g: Geometry): [number, number, number, number] {
  const points = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates).flat(2);
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

function readData<T>(file: URL, schema: z.ZodType<T>): T {
  const name = file.pathname.split('/').pop();
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ConfigError(`Place data ${name} could not be read: ${(err as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(
      `Place data ${name} is malformed at ${issue.path.join('.') || 'the top'}: ${issue.message}`,
    );
  }
  return parsed.data;
}

/** Reads and checks a boundaries file; a damaged one throws naming the file. */
export function readBoundaries(file: URL): BoroughShape[] {
  return readData(file, boundariesSchema).features.map((f) => ({
    borough: f.properties.BoroName,
    geometry: f.geometry,
    box: boxOf(f.geometry),
  }));
}

let shapes: BoroughShape[] | null = null;

/**
 * Reads the bundled boundaries once. Start-up calls it so a damaged file stops the server with
 * one line naming it; the crawler's first lookup would otherwise.
 */
export function loadPlaceData(): BoroughShape[] {
  shapes ??= readBoundaries(BOUNDARIES_FILE);
  return shapes;
}

const zips = new Map(
  nycZipCodes.map(([zip, borough, area]) => [zip, { borough, neighborhood: area }]),
);

/**
 * About 300 m: the boundaries follow the shoreline, and a pier, a boat's dock or a geocoder's
 * point for a waterfront address can fall just off it; New Jersey's shore is 1.5 km away.
 */
const SHORE_DEGREES = 0.003;
const SHORE_STEPS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [0.7, 0.7],
  [0.7, -0.7],
  [-0.7, 0.7],
  [-0.7, -0.7],
] as const;

function boroughHolding(shapes: readonly BoroughShape[], lng: number, lat: number): Borough | null {
  for (const s of shapes) {
    const [west, south, east, north] = s.box;
    if (lng < west || lng > east || lat < south || lat > north) continue;
    if (booleanPointInPolygon([lng, lat], s.geometry)) return s.borough;
  }
  return null;
}

/**
 * The borough whose boundary holds the point, or the one it lies just off the shore of;
 * null outside the five boroughs.
 */
export function boroughAt(at: LatLng): Borough | null {
  const shapes = loadPlaceData();
  const inside = boroughHolding(shapes, at.lng, at.lat);
  if (inside) return inside;
  for (const [dx, dy] of SHORE_STEPS) {
    // A degree of longitude is shorter than one of latitude at New York's latitude (about 0.76).
    const near = boroughHolding(
      shapes,
      at.lng + (dx * SHORE_DEGREES) / 0.76,
      at.lat + dy * SHORE_DEGREES,
    );
    if (near) return near;
  }
  return null;
}

/** The borough (and health area) of an NYC ZIP code; null for any other code. */
export function placeOfZip(zip: string): ZipPlace | null {
  return zips.get(zip) ?? null;
}

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '#server/config.ts';
import { boroughAt, placeOfZip, readBoundaries } from '#server/features/crawler/nyc-boundaries.ts';

function saved(name: string, text: string): URL {
  const dir = mkdtempSync(join(tmpdir(), 'place-data-'));
  writeFileSync(join(dir, name), text);
  return pathToFileURL(join(dir, name));
}

describe('the bundled borough boundaries and ZIP codes', () => {
  it('place landmarks in their boroughs and the cities around outside', () => {
    expect(
      [
        [40.758, -73.9855],
        [40.7081, -73.9571],
        [40.7644, -73.93],
        [40.8296, -73.9262],
        [40.6437, -74.0776],
        [40.7178, -74.0431],
        [40.9312, -73.8988],
        [40.7062, -73.6187],
      ].map(([lat, lng]) => boroughAt({ lat: lat!, lng: lng! })),
    ).toEqual(['Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island', null, null, null]);
    expect([placeOfZip('11211')?.borough, placeOfZip('10458')?.borough]).toEqual([
      'Brooklyn',
      'Bronx',
    ]);
    expect([placeOfZip('07030'), placeOfZip('11501')]).toEqual([null, null]);
  });

  it('refuse a damaged boundaries file with one line naming it', () => {
    const cut = saved('nyc-borough-boundaries.geojson', '{"type":"FeatureCollection","features":[');
    expect(() => readBoundaries(cut)).toThrow(ConfigError);
    expect(() => readBoundaries(cut)).toThrow(
      /^Place data nyc-borough-boundaries\.geojson could not be read: /,
    );
    const fourBoroughs = saved(
      'nyc-borough-boundaries.geojson',
      JSON.stringify({ type: 'FeatureCollection', features: [] }),
    );
    expect(() => readBoundaries(fourBoroughs)).toThrow(
      /^Place data nyc-borough-boundaries\.geojson is malformed at features: /,
    );
  });
});

import { readFileSync } from 'node:fs';

/** A bundled fixture's text: the product's demo crawl reads the same files at run time. */
export function fixtureText(file: string): string {
  return readFileSync(
    new URL(`../../../src/server/features/crawler/fixtures/${file}`, import.meta.url),
    'utf8',
  );
}

import { readFileSync } from 'node:fs';

/** A bundled fixture's text, as the demo crawl and the tests read it. */
export function fixtureText(file: string): string {
  return readFileSync(new URL(`../fixtures/${file}`, import.meta.url), 'utf8');
}

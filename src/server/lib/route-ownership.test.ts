import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeAliases } from '#server/lib/route-aliases.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const REGISTERED = /\.(?:get|post|put|patch|delete)(?:<[^>]*>)?\(\s*'(\/api\/[^']+)'/g;

/** `/api/<name>`, or `/api/admin/<name>` for an admin route. */
function prefixOf(url: string): string {
  const [first, second] = url.split('/').slice(2);
  return first === 'admin' ? `/api/admin/${second}` : `/api/${first}`;
}

/** Every path each folder's route files register, by folder (`features/csv-import`, `auth`). */
function pathsByFolder(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const files = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.routes.ts'),
  );
  for (const file of files) {
    const folder = path.dirname(file).split(path.sep).join('/');
    const text = readFileSync(path.join(serverDir, file), 'utf8');
    for (const [, url] of text.matchAll(REGISTERED)) {
      found.set(folder, [...(found.get(folder) ?? []), url!]);
    }
  }
  return found;
}

describe('route ownership (docs/ARCHITECTURE.md#route-ownership)', () => {
  it('gives each /api prefix to one folder', () => {
    const owners = new Map<string, Set<string>>();
    for (const [folder, urls] of pathsByFolder()) {
      for (const url of urls) {
        const prefix = prefixOf(url);
        owners.set(prefix, new Set([...(owners.get(prefix) ?? []), folder]));
      }
    }
    expect(owners.size).toBeGreaterThan(10);
    const shared = [...owners].filter(([, folders]) => folders.size > 1);
    expect(shared.map(([prefix, folders]) => `${prefix}: ${[...folders].join(', ')}`)).toEqual([]);
  });

  it('lists in docs/ARCHITECTURE.md exactly the aliases the server registers', () => {
    const doc = readFileSync(path.resolve(serverDir, '../../docs/ARCHITECTURE.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Route aliases'));
    const rows = [
      ...section.matchAll(/^\|\s*`(\w+) (\/api\/[^`]+)`\s*\|\s*`(\/api\/[^`]+)`\s*\|/gm),
    ];
    const listed = Object.fromEntries(
      rows.map(([, method, route, alias]) => [`${method} ${route}`, alias]),
    );
    expect(listed).toEqual(routeAliases);
  });
});

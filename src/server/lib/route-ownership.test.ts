import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const REGISTERED = /\.(get|post|put|patch|delete)(?:<[^>]*>)?\(\s*'(\/api\/[^']+)'/g;

/** Every operation (`POST /api/events`) the route files register, with the folders registering it. */
function operationsByFolder(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const files = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.routes.ts'),
  );
  for (const file of files) {
    const folder = path.dirname(file).split(path.sep).join('/');
    const text = readFileSync(path.join(serverDir, file), 'utf8');
    for (const [, method, url] of text.matchAll(REGISTERED)) {
      const operation = `${method!.toUpperCase()} ${url!}`;
      found.set(operation, [...(found.get(operation) ?? []), folder]);
    }
  }
  return found;
}

describe('routes (docs/ARCHITECTURE.md#one-path-for-each-operation)', () => {
  it('registers each operation at one path, in one folder', () => {
    const operations = operationsByFolder();
    expect(operations.size).toBeGreaterThan(50);
    const twice = [...operations].filter(([, folders]) => folders.length > 1);
    expect(twice.map(([op, folders]) => `${op}: ${folders.join(', ')}`)).toEqual([]);
  });

  it('lists in docs/ARCHITECTURE.md exactly the operations the route files register', () => {
    const doc = readFileSync(path.resolve(serverDir, '../../docs/ARCHITECTURE.md'), 'utf8');
    const start = doc.indexOf('## One path for each operation');
    const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
    const listed = Object.fromEntries(
      [...section.matchAll(/^\|\s*`(\w+ \/api\/[^`]+)`\s*\|\s*`([^`]+)`\s*\|/gm)].map(
        ([, operation, folder]) => [operation, folder],
      ),
    );
    const registered = Object.fromEntries(
      [...operationsByFolder()].map(([operation, folders]) => [operation, folders[0]]),
    );
    expect(listed).toEqual(registered);
  });
});

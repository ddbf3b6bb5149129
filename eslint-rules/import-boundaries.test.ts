import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const discover = 'src/client/features/discover/components/probe.ts';
const discoverTest = 'src/client/features/discover/components/probe.test.ts';
const swipes = 'src/server/features/swipes/probe.ts';
const shared = 'src/shared/probe.ts';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function lint(file: string, specifier: string) {
  const code = `import { x } from '${specifier}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries', { timeout: 30_000 }, () => {
  it.each([
    [
      'a relative import of another client feature',
      discover,
      '../../hot-events/api/get-hot-events.ts',
    ],
    [
      'an extensionless relative import of another client feature',
      discover,
      '../../hot-events/api/get-hot-events',
    ],
    [
      'an alias import of another client feature',
      discover,
      '#client/features/hot-events/lib/rank.ts',
    ],
    ['a relative import of another server feature', swipes, '../events/hot.service.ts'],
    ['an alias import of another server feature', swipes, '#server/features/events/hot.service.ts'],
  ])('refuses %s', async (_, file, specifier) => {
    expect(await lint(file, specifier)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Features do not import each other/),
    ]);
  });

  it.each([
    [
      'a relative import of src/server from the client',
      discover,
      '../../../../server/lib/errors.ts',
    ],
    ['an alias #server import from the client', discover, '#server/lib/errors.ts'],
    ['a #server import from a client test', discoverTest, '#server/lib/errors.ts'],
  ])('refuses %s', async (_, file, specifier) => {
    expect(await lint(file, specifier)).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*The client never imports server code/,
      ),
    ]);
  });

  it.each([
    ['client', '#client/lib/api-client.ts'],
    ['server', '../server/lib/errors.ts'],
  ])('refuses a %s import from src/shared', async (_, specifier) => {
    expect(await lint(shared, specifier)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Shared code imports neither/),
    ]);
  });

  it.each([
    ['its own feature, relatively', discover, '../api/get-unseen-events.ts'],
    ['its own feature, by alias', discover, '#client/features/discover/lib/deck-keys.ts'],
    ['#client/lib', discover, '#client/lib/api-client.ts'],
    ['#shared', discover, '#shared/categories.ts'],
    ['another feature from a test', discoverTest, '../../hot-events/lib/rank.ts'],
    ['#server/lib from a server feature', swipes, '#server/lib/errors.ts'],
  ])('allows %s', async (_, file, specifier) => {
    expect(await lint(file, specifier)).toEqual([]);
  });

  it('reports an import it cannot resolve rather than letting it pass', async () => {
    expect(await lint(discover, '#client/lib/no-such-file.ts')).toEqual([
      expect.stringMatching(/^import-x\/no-unresolved: /),
    ]);
  });
});

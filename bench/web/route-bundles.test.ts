import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staticClosure, type Manifest } from '#server/render/client-manifest.ts';
import { routeBundles, routeFiles } from './route-bundles.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['features/search/routes/search-page.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
  'features/discover/components/swipe-card.tsx': {
    file: 'assets/swipe-card.js',
    imports: ['_react.js'],
  },
  'features/search/routes/search-page.tsx': {
    file: 'assets/search-page.js',
    imports: ['_form.js', 'index.html'],
    css: ['assets/search.css'],
  },
  'features/profile/routes/profile-page.tsx': { file: 'assets/profile-page.js' },
  'app/drawn-screens.ts': { file: 'assets/drawn-screens.js', imports: ['index.html'] },
};

describe('route bundles', () => {
  it('follows static imports transitively, each chunk once, cycles included', () => {
    expect([...staticClosure(manifest, ['features/search/routes/search-page.tsx'])]).toEqual([
      'features/search/routes/search-page.tsx',
      '_form.js',
      '_react.js',
      'index.html',
    ]);
  });

  it("counts the entry, the start-up imports and the route's page, not other pages", () => {
    expect(routeFiles(manifest, '/search')).toEqual({
      js: [
        'assets/drawn-screens.js',
        'assets/form.js',
        'assets/index.js',
        'assets/react.js',
        'assets/search-page.js',
        'assets/swipe-card.js',
      ],
      css: ['assets/index.css', 'assets/search.css'],
    });
    expect(routeFiles(manifest, '/home').js).not.toContain('assets/search-page.js');
  });

  it('fails loudly when a route names a chunk the build does not have', () => {
    expect(() => routeFiles(manifest, '/profile')).not.toThrow();
    expect(() => routeFiles(manifest, '/admin')).toThrow(/no chunk for app\/layouts/);
    expect(() => routeFiles(manifest, '/nowhere')).toThrow(/No chunk list/);
  });

  describe('on a build directory', () => {
    let dir: string;
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('sums the gzip size of the files a route loads', () => {
      dir = mkdtempSync(path.join(tmpdir(), 'route-bundles-'));
      mkdirSync(path.join(dir, '.vite'));
      mkdirSync(path.join(dir, 'assets'));
      writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
      for (const chunk of Object.values(manifest)) {
        // Random bytes barely compress, so the sizes add up predictably.
        writeFileSync(path.join(dir, chunk.file), crypto.getRandomValues(new Uint8Array(1000)));
        for (const css of chunk.css ?? []) writeFileSync(path.join(dir, css), 'a{}');
      }
      const [home, search] = routeBundles(dir, ['/home', '/search']);
      expect(home!.js).toHaveLength(3);
      expect(search!.js).toHaveLength(6);
      expect(home!.jsGzip).toBeGreaterThan(3000);
      expect(search!.jsGzip - home!.jsGzip).toBeGreaterThan(2000);
      expect(search!.cssGzip).toBeGreaterThan(home!.cssGzip);
    });
  });
});

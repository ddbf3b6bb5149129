import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`dist/client/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/** The HTML entry's key in the manifest (paths are relative to the Vite root, src/client). */
const ENTRY = 'index.html';

/**
 * Chunks the entry imports with `import()` while it starts, whatever the route: the deck's drag
 * engine is requested as the app boots (see deck.tsx), so every first load fetches it.
 */
const FETCHED_AT_START = ['features/discover/components/swipe-card.tsx'];

/** The lazy chunks each route renders on its first paint (router.tsx, lazy-pages.ts). */
export const ROUTE_CHUNKS: Record<string, string[]> = {
  '/': ['features/landing/routes/landing-page.tsx'],
  // The deck is in the entry itself.
  '/home': [],
  '/hot-events': ['features/hot-events/routes/hot-events-page.tsx'],
  '/my-events': ['features/my-events/routes/my-events-page.tsx'],
  '/search': ['features/search/routes/search-page.tsx'],
  '/profile': ['features/profile/routes/profile-page.tsx'],
  '/business-dashboard': ['features/business/routes/business-dashboard-page.tsx'],
  '/admin': ['app/layouts/admin-shell.tsx', 'features/admin/routes/admin-page.tsx'],
};

/**
 * Initial JavaScript per route, gzip bytes. `/home` is the budget (120 KB with the
 * gesture code); the others sit a few per cent above their size when set, so that growing a
 * page's first load is a decision rather than an accident.
 */
export const JS_BUDGET_GZ: Record<string, number> = {
  '/': 130_000,
  '/home': 120_000,
  '/hot-events': 125_000,
  '/my-events': 138_000,
  '/search': 135_000,
  '/profile': 208_000,
  '/business-dashboard': 203_000,
  '/admin': 206_000,
};

export interface RouteBundle {
  route: string;
  js: string[];
  css: string[];
  jsGzip: number;
  cssGzip: number;
}

export function readManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The chunks `keys` load before they run: themselves and their static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`The build manifest has no chunk for ${key}`);
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return seen;
}

/** The files a first load of `route` fetches: the entry, the start-up imports, its page chunks. */
export function routeFiles(manifest: Manifest, route: string) {
  const pages = ROUTE_CHUNKS[route];
  if (!pages) throw new Error(`No chunk list for route ${route}`);
  const chunks = staticClosure(manifest, [ENTRY, ...FETCHED_AT_START, ...pages]);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of chunks) {
    const chunk = manifest[key]!;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
  }
  return { js: [...js].sort(), css: [...css].sort() };
}

export function routeBundles(
  clientDir: string,
  routes: readonly string[] = Object.keys(ROUTE_CHUNKS),
): RouteBundle[] {
  const manifest = readManifest(clientDir);
  const gzipped = new Map<string, number>();
  const size = (files: string[]) =>
    files.reduce((sum, file) => {
      let bytes = gzipped.get(file);
      if (bytes === undefined) {
        bytes = gzipSync(readFileSync(path.join(clientDir, file))).length;
        gzipped.set(file, bytes);
      }
      return sum + bytes;
    }, 0);
  return routes.map((route) => {
    const { js, css } = routeFiles(manifest, route);
    return { route, js, css, jsGzip: size(js), cssGzip: size(css) };
  });
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

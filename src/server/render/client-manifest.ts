import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (`dist/client/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  /** The chunk's name: its first module's file name for a shared chunk (`_auth-….js` → auth). */
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/** The HTML entry's key in the manifest (paths are relative to the Vite root, src/client). */
export const ENTRY = 'index.html';

/**
 * Chunks the entry imports with `import()` while it starts, whatever the route: the deck's drag
 * engine is requested as the app boots (see deck.tsx), so every first load fetches it.
 */
export const FETCHED_AT_START = ['features/discover/components/swipe-card.tsx'];

/** The lazy chunks each route renders on its first paint (router.tsx, lazy-pages.ts). */
export const ROUTE_CHUNKS: Record<string, string[]> = {
  '/': ['features/landing/routes/landing-page.tsx'],
  // The deck is in the entry itself.
  '/home': [],
  '/hot-events': ['features/hot-events/routes/hot-events-page.tsx'],
  // With what the app's first render over the screen the server drew needs (app/drawn-screens.ts).
  '/my-events': ['features/my-events/routes/my-events-page.tsx', 'app/drawn-screens.ts'],
  '/search': ['features/search/routes/search-page.tsx', 'app/drawn-screens.ts'],
  '/profile': ['features/profile/routes/profile-page.tsx'],
  '/business-dashboard': ['features/business/routes/business-dashboard-page.tsx'],
  '/admin': ['app/layouts/admin-shell.tsx', 'features/admin/routes/admin-page.tsx'],
};

/**
 * What a first load imports beside its first requests, by the manifest's chunk name: the schemas
 * its answers are parsed with (src/shared/schemas/*.ts, loaded on demand to keep zod out of the
 * entry) and the deck's offline store. Announced in the page, they arrive with the entry instead
 * of a round trip after it has run, so the first card waits for its request alone.
 * Not part of the route budgets (bench/web/route-bundles.ts): they are fetched, not run, before
 * the first paint.
 */
const SESSION_SCHEMA = 'auth';
export const FETCHED_WITH_DATA: Record<string, string[]> = {
  // The landing page never asks who is signed in.
  '/': [],
  '/home': [SESSION_SCHEMA, 'events', 'profile', 'features/discover/lib/offline-deck.ts'],
  // Their lists come with the page (render/first-screen-answers.ts) and are parsed with these.
  '/my-events': [SESSION_SCHEMA, 'user-events'],
  '/search': [SESSION_SCHEMA, '../shared/schemas/search.ts'],
};
/** Every other page, a deep link or a sign-in form included, starts from the session. */
const DEFAULT_DATA = [SESSION_SCHEMA];

/**
 * The on-demand chunks named `names` (a chunk's `name`, or its source path) that the chunks
 * `from` import: the entry, and a route's page, whose schema may be its own.
 */
export function dataChunks(
  manifest: Manifest,
  names: readonly string[],
  from: readonly string[] = [ENTRY],
): string[] {
  const onDemand = [...new Set(from.flatMap((key) => manifest[key]?.dynamicImports ?? []))];
  return names.flatMap((name) =>
    onDemand.filter((key) => key === name || (key.startsWith('_') && manifest[key]?.name === name)),
  );
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

/** The key of the tags for a page without its own entry in ROUTE_CHUNKS. */
export const OTHER_PAGES = '*';

/**
 * Per route, the `<link>` tags that announce its lazy chunks in the page itself, so the browser
 * fetches them beside the entry instead of after it has run (the landing page's LCP waited a
 * whole round trip plus the entry's parse for its own chunk), and the chunks FETCHED_WITH_DATA
 * names for it. Routes without a build manifest
 * (a build from before it was turned on) get none.
 */
export function routePreloadTags(clientDir: string): Map<string, string> {
  const tags = new Map<string, string>();
  if (!existsSync(path.join(clientDir, '.vite', 'manifest.json'))) return tags;
  const manifest = readManifest(clientDir);
  const inPage = staticClosure(manifest, [ENTRY]);
  const tagsFor = (keys: string[]) => {
    const links: string[] = [];
    for (const key of staticClosure(manifest, keys)) {
      if (inPage.has(key)) continue;
      const chunk = manifest[key]!;
      links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
      for (const css of chunk.css ?? []) {
        links.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
      }
    }
    return links.join('\n    ');
  };
  const data = (route: string) =>
    dataChunks(manifest, FETCHED_WITH_DATA[route] ?? DEFAULT_DATA, [
      ENTRY,
      ...(ROUTE_CHUNKS[route] ?? []),
    ]);
  for (const [route, pages] of Object.entries(ROUTE_CHUNKS)) {
    tags.set(route, tagsFor([...FETCHED_AT_START, ...pages, ...data(route)]));
  }
  tags.set(OTHER_PAGES, tagsFor(data(OTHER_PAGES)));
  return tags;
}

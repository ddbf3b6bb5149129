import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  ENTRY,
  FETCHED_AT_START,
  type Manifest,
  readManifest,
  ROUTE_CHUNKS,
  staticClosure,
} from '#server/render/client-manifest.ts';

/**
 * Initial JavaScript per route, gzip bytes. `/home` has a fixed budget of 120 KB (with the
 * gesture code); the others sit a few per cent above their size when set, so that growing a
 * page's first load is a decision rather than an accident. Raised once, by ~1 %, when My Events
 * became a planner (groups, undo, Maybe ↔ Loved), search paged by cursor and marked saved events,
 * and the business form learnt all-day events and last days; and again, by at most 1.5 %, for
 * search's date presets and range, Hot's two states, toasts that close with their page, one
 * category list everywhere and the admin's accounts and audit pages; and /my-events by 0.4 % for
 * the start-up code every page now runs (the session read from the page, zod without eval, the
 * deck's early first page: docs/ARCHITECTURE.md#first-card); and /my-events and /search by about
 * 1 % for the code that readies their first render over the screen the server drew (the same
 * section).
 */
export const JS_BUDGET_GZ: Record<string, number> = {
  '/': 128_000,
  '/home': 120_000,
  '/hot-events': 124_000,
  '/my-events': 138_700,
  '/search': 137_000,
  '/profile': 210_000,
  '/business-dashboard': 204_000,
  '/admin': 206_500,
};

export interface RouteBundle {
  route: string;
  js: string[];
  css: string[];
  jsGzip: number;
  cssGzip: number;
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

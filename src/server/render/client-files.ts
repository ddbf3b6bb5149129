import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { OTHER_PAGES, routePreloadTags } from '#server/render/client-manifest.ts';
import { notFound } from '#server/lib/errors.ts';
import { escapeHtml } from '#server/lib/escape-html.ts';
import { moveInlineStyles } from '#server/render/inline-styles.ts';
import { encodePage } from '#server/render/page-encoding.ts';
import { pagePolicy } from '#server/http/security-headers.ts';
import { SERVED_ANSWERS_ID, type ServedAnswer } from '#shared/served-answers.ts';
import { SERVED_DECK_ID } from '#shared/served-deck.ts';
import { SERVED_SESSION_ID, scriptSafeJson } from '#shared/served-session.ts';

export const CLIENT_DIST = path.resolve('dist/client');
/** index.html names the request's style nonce here; see src/client/main.tsx. */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';
/** Built from src/client/service-worker/sw.ts (vite.config.ts). */
const SERVICE_WORKER = 'sw.js';

/**
 * Serves the built SPA (hashed assets cached for a year, index.html never) and index.html for every other non-API GET so client-side routes survive a reload.
 */
/**
 * Only a GET for a client-side route gets the app's page. API calls, hashed assets (an old tab
 * after a deploy) and uploads are files or data that do not exist: a real 404.
 */
function wantsPage(method: string, url: string): boolean {
  if (method !== 'GET') return false;
  let pathName: string;
  try {
    pathName = decodeURIComponent(url.split('?')[0]!);
  } catch {
    return false;
  }
  // Metrics live on METRICS_PORT only: a scraper pointed at this port gets a plain 404.
  if (pathName === '/metrics') return false;
  return !['/api', '/assets/', '/uploads/'].some((prefix) => pathName.startsWith(prefix));
}

/** `/search/?q=x` → `/search`: the key a page's preload tags are stored under. */
function routePath(url: string): string {
  const pathName = url.split('?')[0]!;
  return pathName.length > 1 ? pathName.replace(/\/+$/, '') : pathName;
}

/** Data, not script: a JSON block runs nothing, so the page's CSP has nothing to allow. */
function jsonBlock(id: string, body: unknown): string {
  if (body === undefined) return '';
  return `  <script type="application/json" id="${id}">${scriptSafeJson(body)}</script>\n  `;
}

/**
 * What the server writes into a page beside its code (docs/ARCHITECTURE.md#first-card). The
 * session is the body GET /api/auth/session would answer this request with; the deck, on the
 * deck's page for a signed-in person, the first deck page and its first card's picture.
 */
export interface PageData {
  session: unknown;
  deck?: { page: unknown; picture: string | null };
  /** The answers to the screen's first requests, by URL (render/first-screen-answers.ts). */
  answers?: Record<string, ServedAnswer>;
  /** The screen's first render as HTML, drawn on the server in the splash's place. */
  firstScreen?: string;
}

export type PageDataOf = (request: FastifyRequest, route: string) => Promise<PageData>;

/** index.html's splash, which a first screen drawn on the server replaces. */
const SPLASH = /<div id="root">\s*<!--splash-->[\s\S]*?<!--\/splash-->\s*<\/div>/;
/** Read by src/client/main.tsx: the app's first render then waits for the data it was drawn from. */
const DRAWN_ROOT = '<div id="root" data-first-screen="drawn">';
/**
 * Until the app's first render replaces it, the drawn screen is a picture: nothing in it can be
 * focused or pressed, and screen readers wait for the screen that can.
 */
const PICTURE = '<div inert aria-hidden="true">';

/** The entry's module script, as `lowPriorityCode` leaves it. */
const ENTRY_SCRIPT =
  /<script type="module" fetchpriority="low"(?: crossorigin)? src="([^"]+)"><\/script>/;
/** The modules the page announces (the entry's imports, the route's chunks), as above. */
const MODULE_PRELOADS = /<link rel="modulepreload" fetchpriority="low"[^>]*>\s*/g;

/**
 * The page with `screen` in the splash's place, its style attributes allowed by `nonce`. Its code
 * is fetched and run by `start-after-paint.js` once the drawn screen has painted: the entry and
 * the modules the page announced wait in a `<template>`, where nothing is fetched, so the drawn
 * screen's styles and pictures have the link to themselves until then.
 */
function withFirstScreen(html: string, screen: string | undefined, nonce: string): string {
  if (!screen || !SPLASH.test(html) || !ENTRY_SCRIPT.test(html)) return html;
  const { html: body, css } = moveInlineStyles(screen);
  const modules = (html.match(MODULE_PRELOADS) ?? []).map((tag) => tag.trim()).join('');
  return html
    .replace(MODULE_PRELOADS, '')
    .replace('</head>', () => `  <style nonce="${nonce}">${css}</style>\n  </head>`)
    .replace(
      ENTRY_SCRIPT,
      (_tag, src: string) =>
        `<template id="app-code" data-src="${src}">${modules}</template>` +
        '<script type="module" src="/start-after-paint.js"></script>',
    )
    .replace(SPLASH, () => `${DRAWN_ROOT}${PICTURE}${body}</div></div>`);
}

function servedData(data: PageData | undefined): string {
  if (!data) return '';
  const { session, deck, answers } = data;
  // The first card's picture is known before the code has run: fetched beside it, not after.
  const picture = deck?.picture
    ? `  <link rel="preload" as="image" href="${escapeHtml(deck.picture)}" fetchpriority="high">\n  `
    : '';
  return (
    jsonBlock(SERVED_SESSION_ID, session) +
    jsonBlock(SERVED_DECK_ID, deck?.page) +
    jsonBlock(SERVED_ANSWERS_ID, answers) +
    picture
  );
}

/**
 * The page paints before its code has run (the name, the first card's picture), so its styles
 * and that picture go first on a slow link; the code, which only makes the card draggable, takes
 * what is left (docs/ARCHITECTURE.md#first-card).
 */
function lowPriorityCode(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")/g,
    '<$1 fetchpriority="low"',
  );
}

export async function registerClientFiles(
  app: FastifyInstance,
  pageData: PageDataOf,
  clientDir = CLIENT_DIST,
) {
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // Our own cache headers below; the plugin's default (max-age=0) would overwrite them.
      cacheControl: false,
      // index.html is served by the fallback below, with the request's nonce filled in.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : // The service worker names the build; a cached copy would hold back every deploy.
              path.basename(file) === SERVICE_WORKER
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }

  const page = hasClient
    ? lowPriorityCode(readFileSync(path.join(clientDir, 'index.html'), 'utf8'))
    : '';
  const pages = new Map<string, string>();
  for (const [route, tags] of routePreloadTags(clientDir)) {
    pages.set(route, page.replace('</head>', `  ${lowPriorityCode(tags)}\n  </head>`));
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (!hasClient || !wantsPage(request.method, request.url)) throw notFound();
    const policy = pagePolicy();
    const route = routePath(request.url);
    // Without an answer (the database away) the page asks for the session itself.
    const data = pageData(request, route).catch(() => undefined);
    // The page carries its visitor's session: a cache may keep it for that browser only.
    reply.header('cache-control', 'private, no-cache');
    reply.header('content-security-policy', policy.header);
    const html = pages.get(route) ?? pages.get(OTHER_PAGES) ?? page;
    const found = await data;
    const served = servedData(found);
    const { body, encoding } = await encodePage(
      withFirstScreen(html, found?.firstScreen, policy.nonce)
        .replaceAll(NONCE_PLACEHOLDER, policy.nonce)
        .replace('</head>', () => `${served}</head>`),
      request.headers['accept-encoding'],
    );
    reply.header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  });
}

import { escapeHtml } from '#server/lib/escape-html.ts';
import type { SitemapEntry } from './share.service.ts';

/** Pages only a signed-in user, a business or an admin sees: nothing there for a search engine. */
const APP_ONLY = [
  '/api/',
  '/admin',
  '/batch-history',
  '/event-database',
  '/crawler',
  '/home',
  '/search',
  '/hot-events',
  '/my-events',
  '/profile',
  '/business-dashboard',
  '/business-signup',
  '/checkout/',
  '/demo-login',
];

export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /e/',
    ...APP_ONLY.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The front page, then one `/e/{id}` URL per event, each with its last change. */
export function renderSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const url = (loc: string, lastmod?: Date) =>
    `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url(`${publicUrl}/`),
    ...entries.map((e) => url(`${publicUrl}/e/${e.id}`, e.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

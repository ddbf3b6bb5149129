import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import { categoryArtPng } from './category-art.ts';
import { renderRobots, renderSitemap } from './crawler-files.render.ts';
import { presentEventPage } from './event-page.presenter.ts';
import { renderEventPage, renderMissingPage } from './event-page.render.ts';
import { shareStyle, shareStylePath } from './share-style.ts';
import { SITEMAP_MAX_URLS, shareableEvent, sitemapEntries } from './share.service.ts';

const PAGE_CACHE = 'public, max-age=300';
// An id that is unknown now may be the next event added.
const MISSING_CACHE = 'public, max-age=60';
const CRAWLER_FILE_CACHE = 'public, max-age=3600';

const sendHtml = (reply: FastifyReply, status: number, cache: string, body: string) =>
  reply.status(status).header('cache-control', cache).type('text/html; charset=utf-8').send(body);

/**
 * Public pages outside the app: one per event for links shared anywhere (readable without
 * script, with link-preview and search-engine data), the sitemap and robots.txt. Registered
 * before the app's catch-all page, which would otherwise answer these addresses.
 */
export function registerShareRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hide = { hide: true };

  // Any id text is accepted here: a malformed one gets the same HTML 404 as a missing event.
  r.get(
    '/e/:id',
    { schema: { ...hide, params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const event = await shareableEvent(db, request.params.id);
      if (!event) return sendHtml(reply, 404, MISSING_CACHE, renderMissingPage(shareStylePath));
      const page = presentEventPage(event, config.publicUrl);
      return sendHtml(reply, 200, PAGE_CACHE, renderEventPage(page, shareStylePath));
    },
  );

  r.get(shareStylePath, { schema: hide }, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('text/css; charset=utf-8')
      .send(shareStyle),
  );

  r.get(
    '/share/art/:file',
    { schema: { ...hide, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const [, category] = /^([a-z]+)\.png$/.exec(request.params.file) ?? [];
      const png = category ? categoryArtPng(category) : undefined;
      if (!png) throw notFound();
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type('image/png')
        .send(await png);
    },
  );

  r.get('/sitemap.xml', { schema: hide }, async (_request, reply) => {
    // One URL goes to the front page.
    const entries = await sitemapEntries(db, SITEMAP_MAX_URLS - 1);
    return reply
      .header('cache-control', CRAWLER_FILE_CACHE)
      .type('application/xml; charset=utf-8')
      .send(renderSitemap(config.publicUrl, entries));
  });

  r.get('/robots.txt', { schema: hide }, (_request, reply) =>
    reply
      .header('cache-control', CRAWLER_FILE_CACHE)
      .type('text/plain; charset=utf-8')
      .send(renderRobots(config.publicUrl)),
  );
}

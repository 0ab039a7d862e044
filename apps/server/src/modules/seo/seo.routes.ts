import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../core/errors.js';
import type { SitemapService } from './sitemap.service.js';

/** Crawlers come back for these daily at most: an hour of caching spares the catalog scans. */
const CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/** Sitemap page numbers: 1, 2, … (anything else is no such page, never a query). */
const pageNumber = (text: string) => (/^[1-9]\d{0,5}$/.test(text) ? Number(text) : null);

const xml = (reply: FastifyReply) => reply.header('cache-control', CACHE).type(XML);

/** GET /sitemap.xml (an index), its pages, and /robots.txt, on the configured public address. */
export async function seoRoutes(app: FastifyInstance, opts: { sitemap: SitemapService }) {
  const { sitemap } = opts;

  app.get('/robots.txt', (_req, reply) =>
    reply.header('cache-control', CACHE).type('text/plain; charset=utf-8').send(sitemap.robots()),
  );

  app.get('/sitemap.xml', async (_req, reply) => xml(reply).send(await sitemap.index()));

  app.get('/sitemap-pages.xml', async (_req, reply) => xml(reply).send(await sitemap.pages()));

  app.get<{ Params: { page: string } }>('/sitemap-producers-:page.xml', async (req, reply) => {
    const page = pageNumber(req.params.page);
    const body = page === null ? null : await sitemap.producers(page);
    if (body === null) throw new AppError('not_found');
    return xml(reply).send(body);
  });

  app.get<{ Params: { page: string } }>('/sitemap-beats-:page.xml', async (req, reply) => {
    const page = pageNumber(req.params.page);
    const chunks = page === null ? null : await sitemap.beats(page);
    if (chunks === null) throw new AppError('not_found');
    return xml(reply).send(Readable.from(chunks));
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { runReadScope } from '../core/read-scope.js';

/** Set on a client that has just written: its reads stay on the primary until it expires. */
export const PIN_COOKIE = 'bm_pin';

/**
 * The catalog's reads (issue 36 §2): lists, searches, beat and producer pages, comments, similar beats,
 * content, supporting data, sitemaps and the public pages themselves. Paths, not routes: the pages are
 * answered by the not-found handler.
 */
const CATALOG_READS = [
  /^\/private-api\/(beat|comment)\/records$/,
  /^\/private-api\/beat\/(?!export$)[^/]+$/,
  /^\/private-api\/user\/producers$/,
  /^\/private-api\/autosuggest\/[^/]+$/,
  /^\/private-api\/content\/[^/]+(\/[^/]+)?$/,
  /^\/private-api\/(promotion\/live|supporting-data)$/,
  // The store's and the contests' public lists and pages (issue 34).
  /^\/private-api\/(store\/items|contests)(\/[^/]+)?$/,
  /^\/sitemap[\w-]*\.xml$/,
  /^\/($|home$|our-producers$|store$|contests$|(beats|profile|page|feature|store|contests)\/[^/]+$)/,
];
const READS = new Set(['GET', 'HEAD']);

const catalogRead = (req: FastifyRequest) => {
  if (!READS.has(req.method) || req.cookies[PIN_COOKIE]) return false;
  const path = req.url.split('?', 1)[0]!;
  return CATALOG_READS.some((re) => re.test(path));
};

/**
 * Read-your-writes with a replica (decision 0087): catalog reads run in the replica scope unless the
 * client wrote in the last `pinMs`, which is longer than the most the replica may lag while it is used,
 * so a producer sees the beat they just saved and a buyer the order they just paid. A cookie carries the
 * pin, so it holds across processes behind a balancer without sticky sessions.
 */
export default fp(async function readRouting(app: FastifyInstance, opts: { pinMs: number; secure: boolean }) {
  // Every request sets its own scope: a server render's in-process API calls must not inherit the page's.
  app.addHook('onRequest', (req, _reply, done) => runReadScope(catalogRead(req), done));
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply) => {
    if (READS.has(req.method) || reply.statusCode >= 400) return;
    reply.setCookie(PIN_COOKIE, '1', {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secure,
      maxAge: Math.ceil(opts.pinMs / 1000),
    });
  });
});

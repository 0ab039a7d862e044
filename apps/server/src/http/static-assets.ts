import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Files outside /assets/ (favicon, robots.txt, manifest) keep their names across builds: cached briefly. */
const UNHASHED = 'public, max-age=3600';
const HASHED = 'public, max-age=31536000, immutable';

/**
 * The built web app's files. The build writes a brotli and a gzip copy next to every text file
 * (apps/web/scripts/precompress.mjs), so a file goes out compressed at build-time quality with no CPU
 * spent per request; a client that accepts neither gets the plain file, and `Vary` says so to caches.
 * Not encapsulated: the HTML responder in app.ts uses the reply.sendFile this adds.
 */
async function staticAssets(app: FastifyInstance, opts: { root: string }) {
  await app.register(fastifyStatic, {
    root: opts.root,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // Source maps hold the whole source: never served, even if a build made them.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders: (reply, file) => {
      // The HTML responder sets its own policy (the document must be revalidated).
      if (reply.hasHeader('cache-control')) return;
      // Vite names built assets by content hash: they never change, so browsers keep them.
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      const html = /\.html(\.br|\.gz)?$/.test(file);
      reply.header('cache-control', html ? 'no-cache' : hashed ? HASHED : UNHASHED);
      // The press kit's logos are for saving, not for viewing in a tab (the press page links them).
      if (file.includes(`${path.sep}press${path.sep}`)) reply.header('content-disposition', 'attachment');
    },
  });
}

export default fp(staticAssets, { name: 'static-assets' });

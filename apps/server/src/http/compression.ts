import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Text worth compressing; audio, images, archives and anything unknown go out as they are. */
const COMPRESSIBLE = /^(application\/(json|javascript|xml|rss\+xml|manifest\+json|ld\+json)|text\/|image\/svg\+xml)/;

/**
 * Compresses API JSON and the per-request HTML document. These are made per request, so brotli runs at
 * a low quality (4: most of the size gain of 11 at a small fraction of its CPU); answers under 1 KB are
 * sent as they are (the headers would eat the gain). Static files are compressed at build time instead
 * (static-assets.ts); partial content (206, Content-Range) is never touched since its byte offsets
 * describe the plain file, and media (audio, zip, images) is not compressible.
 */
async function compression(app: FastifyInstance) {
  await app.register(compress, {
    globalCompression: true,
    // Request bodies stay as they are: nothing here sends compressed bodies, and inflating them would
    // only add a way to make the server expand a small upload.
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { level: 6 },
  });
}

export default fp(compression, { name: 'compression' });

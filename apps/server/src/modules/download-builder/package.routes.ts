import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../core/parse.js';
import type { PackagesService } from './download-packages.service.js';

const params = z.object({ token: z.string().min(10).max(400) });
const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * `GET /package/{token}`: a shared download package (a top-level navigation, outside /private-api, no
 * login: the signed link is the permission). Local storage is streamed here with byte ranges, so a
 * browser or download manager resumes a large package; S3 gets a short redirect and serves ranges itself.
 */
export async function packageRoutes(app: FastifyInstance, opts: { packages: PackagesService }) {
  app.get('/package/:token', async (req, reply) => {
    const { token } = parse(params, req.params);
    const d = await opts.packages.open(token, {
      method: req.method,
      range: header(req.headers.range),
      ifRange: header(req.headers['if-range']),
    });
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    if (d.kind === 'redirect') return reply.redirect(d.url, 302);
    if (d.kind === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${d.size}`).send();
    const ascii = d.filename.replace(/[^\x20-\x7e]|"/g, '');
    reply
      .type('application/zip')
      .header('accept-ranges', 'bytes')
      .header('etag', d.etag)
      .header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(d.filename)}`,
      );
    const { start, end } = d.range ?? { start: 0, end: d.size - 1 };
    if (d.range) reply.status(206).header('content-range', `bytes ${start}-${end}/${d.size}`);
    reply.header('content-length', end - start + 1);
    if (req.method === 'HEAD' || d.size === 0) return reply.send();
    return reply.send(createReadStream(d.path, { start, end }));
  });
}

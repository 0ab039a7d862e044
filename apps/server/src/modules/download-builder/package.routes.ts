import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../core/parse.js';
import { replyUnsatisfiable, replyWithFile } from '../../http/file-reply.js';
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
    if (d.kind === 'unsatisfiable') return replyUnsatisfiable(reply, d.size);
    return replyWithFile(req, reply, { ...d, type: 'application/zip' });
  });
}

import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../core/parse.js';
import type { DownloadsService } from './downloads.service.js';

const TYPES: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.zip': 'application/zip',
  '.json': 'application/json',
};
const tokenParams = z.object({ token: z.string().min(10).max(2000) });

/** Follows a private link (a top-level navigation, so outside /private-api): streamed, or redirected to S3. */
export async function downloadRoutes(app: FastifyInstance, opts: { downloads: DownloadsService }) {
  app.get('/download/:token', async (req, reply) => {
    const { token } = parse(tokenParams, req.params);
    const { delivery, filename } = await opts.downloads.resolve({ user: req.user }, token);
    reply.header('cache-control', 'private, no-store');
    if (delivery.kind === 'redirect') return reply.redirect(delivery.url, 302);
    const ascii = filename.replace(/[^\x20-\x7e]|"/g, '');
    return reply
      .type(TYPES[path.extname(filename).toLowerCase()] ?? 'application/octet-stream')
      .header('content-length', delivery.size)
      .header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      )
      .send(delivery.body);
  });
}

import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../../core/parse.js';
import { replyUnsatisfiable, replyWithFile } from '../../http/file-reply.js';
import type { DownloadsService } from './downloads.service.js';

const TYPES: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.zip': 'application/zip',
  '.json': 'application/json',
};
const tokenParams = z.object({ token: z.string().min(10).max(2000) });
const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * Follows a private link (a top-level navigation, so outside /private-api): a local file streamed with
 * byte ranges, so a phone that lost its connection resumes a large WAV or ZIP; S3 gets a redirect.
 */
export async function downloadRoutes(app: FastifyInstance, opts: { downloads: DownloadsService }) {
  app.get('/download/:token', async (req, reply) => {
    const { token } = parse(tokenParams, req.params);
    const { delivery, filename } = await opts.downloads.resolve({ user: req.user }, token, {
      range: header(req.headers.range),
      ifRange: header(req.headers['if-range']),
    });
    reply.header('cache-control', 'private, no-store');
    if (delivery.kind === 'redirect') return reply.redirect(delivery.url, 302);
    if (delivery.kind === 'unsatisfiable') return replyUnsatisfiable(reply, delivery.size);
    const type = TYPES[path.extname(filename).toLowerCase()] ?? 'application/octet-stream';
    return replyWithFile(req, reply, { ...delivery, filename, type });
  });
}

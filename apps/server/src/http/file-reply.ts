import { createReadStream } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RangedFile } from '../core/byte-range.js';

/** An attachment's header: the plain-ASCII name old clients read, and the UTF-8 one the rest do. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** The 416 a range past the end of the file gets, naming the file's size so the client can ask again. */
export const replyUnsatisfiable = (reply: FastifyReply, size: number) =>
  reply.status(416).header('content-range', `bytes */${size}`).send();

/**
 * Streams a local file as an attachment, the whole or the asked range (206), so a browser or a download
 * manager resumes a large download where the connection dropped.
 */
export function replyWithFile(
  req: FastifyRequest,
  reply: FastifyReply,
  file: RangedFile & { filename: string; type: string },
) {
  reply
    .type(file.type)
    .header('accept-ranges', 'bytes')
    .header('etag', file.etag)
    .header('content-disposition', attachmentDisposition(file.filename));
  const { start, end } = file.range ?? { start: 0, end: file.size - 1 };
  if (file.range) reply.status(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
  reply.header('content-length', end - start + 1);
  if (req.method === 'HEAD' || file.size === 0) return reply.send();
  return reply.send(createReadStream(file.path, { start, end }));
}

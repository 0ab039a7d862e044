import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { LocalStorage } from '../../adapters/storage-local.js';

/** S3's error reply, so the browser's upload code treats both stores alike (spec §8 'Upload Error (1)'). */
function s3Error(reply: FastifyReply, status: number, code: string, message: string) {
  return reply
    .status(status)
    .type('application/xml')
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

/**
 * Local storage over HTTP: the presigned-POST upload endpoint (checks the signed policy as S3 does) and
 * public files (previews, covers, waveforms) with Range support and long caching: names never repeat.
 */
export async function localStorageRoutes(
  app: FastifyInstance,
  opts: { storage: LocalStorage; maxUploadBytes: number },
) {
  const { storage } = opts;
  const incoming = path.join(storage.root, '.incoming');
  await mkdir(incoming, { recursive: true });
  await mkdir(path.join(storage.root, 'public'), { recursive: true });

  await app.register(multipart, {
    limits: { fileSize: opts.maxUploadBytes + 1, files: 1, fields: 20, fieldSize: 8192 },
  });
  // A body that is not the multipart it claims to be (no boundary, cut short) is the client's mistake (issue 13: it was a 500).
  const malformed = (err: Error, _req: unknown, reply: FastifyReply) => {
    if ((err as { statusCode?: number }).statusCode || !/multipart|boundary|part header/i.test(err.message)) throw err;
    return s3Error(
      reply,
      400,
      'MalformedPOSTRequest',
      'The body of your POST request is not well-formed multipart/form-data.',
    );
  };
  app.post('/storage/upload', { errorHandler: malformed }, async (req, reply) => {
    if (!req.isMultipart()) return s3Error(reply, 400, 'InvalidArgument', 'POST requires multipart/form-data.');
    const fields: Record<string, string> = {};
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const policy = storage.verifyPolicy(fields.Policy ?? '', fields['X-Amz-Signature'] ?? '');
      if (!policy)
        return s3Error(reply, 403, 'AccessDenied', 'Invalid according to Policy: Policy signature does not match.');
      if (Date.parse(policy.expiration) < Date.now())
        return s3Error(reply, 403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
      if (fields.key !== policy.key || fields['Content-Type'] !== policy.contentType) {
        return s3Error(reply, 403, 'AccessDenied', 'Invalid according to Policy: Policy Condition failed.');
      }
      const tmp = path.join(incoming, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
      let size = 0;
      let tooLarge = false;
      // Counts bytes and drops them past the limit, so the browser still gets the XML reply to read.
      const limit = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > policy.maxSize) tooLarge = true;
          done(null, tooLarge ? undefined : chunk);
        },
      });
      await pipeline(part.file, limit, createWriteStream(tmp));
      if (tooLarge || part.file.truncated) {
        await rm(tmp, { force: true });
        return s3Error(reply, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.');
      }
      if (size === 0) {
        await rm(tmp, { force: true });
        return s3Error(reply, 400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size.');
      }
      const target = storage.filePath(policy.key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tmp, target);
      return reply.status(204).send();
    }
    return s3Error(reply, 400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
  });

  await app.register(fastifyStatic, {
    root: path.join(storage.root, 'public'),
    prefix: '/media/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });
}

import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, type Storage } from './storage.js';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Where `public/` keys are readable (a CDN or the bucket's public URL). */
  publicUrl: string;
  forcePathStyle: boolean;
}

/** S3 or any S3-compatible store (MinIO, R2, Spaces): browsers upload straight to the bucket. */
export function s3Storage(cfg: S3Options): Storage {
  const client = new S3Client({
    region: cfg.region,
    endpoint: cfg.endpoint,
    forcePathStyle: cfg.forcePathStyle,
    // Streamed uploads otherwise go aws-chunked with checksum trailers, which several S3-compatible
    // stores do not understand; checksums are still sent where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    ...(cfg.accessKeyId && cfg.secretAccessKey
      ? { credentials: { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey } }
      : {}),
  });
  const Bucket = cfg.bucket;
  return {
    kind: 's3',
    async presignPost({ key, contentType, maxSize, expiresInSec }) {
      assertSafeKey(key);
      const { url, fields } = await createPresignedPost(client, {
        Bucket,
        Key: key,
        Conditions: [
          ['content-length-range', 1, maxSize],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: expiresInSec,
      });
      return { action: url, fields };
    },
    async size(key) {
      try {
        const r = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return r.ContentLength ?? 0;
      } catch {
        return null;
      }
    },
    async head(key, bytes) {
      const r = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${bytes - 1}` }));
      return Buffer.from(await r.Body!.transformToByteArray());
    },
    async download(key, toPath) {
      const r = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      await pipeline(r.Body as Readable, createWriteStream(toPath));
    },
    async upload(fromPath, key, contentType) {
      assertSafeKey(key);
      const { size } = await stat(fromPath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(fromPath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async move(fromKey, toKey) {
      assertSafeKey(toKey);
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: toKey,
          CopySource: `${Bucket}/${encodeURIComponent(fromKey).replace(/%2F/g, '/')}`,
        }),
      );
      await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: [{ Key: fromKey }] } }));
    },
    async remove(keys) {
      if (keys.length)
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })) } }));
    },
    publicUrl: (key) => `${cfg.publicUrl.replace(/\/$/, '')}/${key}`,
    async deliver(key, filename, expiresInSec) {
      const cmd = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: `attachment; filename="${filename.replace(/"/g, '')}"`,
      });
      return { kind: 'redirect', url: await getSignedUrl(client, cmd, { expiresIn: expiresInSec }) };
    },
  };
}

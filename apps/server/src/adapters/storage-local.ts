import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type Storage } from './storage.js';

/** The policy a local upload form carries, as S3's presigned POST policy does. */
export interface LocalPolicy {
  key: string;
  contentType: string;
  maxSize: number;
  expiration: string;
}

/**
 * Storage in a directory under DATA_DIR. It speaks S3's presigned-POST protocol (the upload route checks
 * the signed policy), so the browser's upload code is the same for both stores.
 */
export function localStorage(
  root: string,
  secret: string,
): Storage & {
  root: string;
  verifyPolicy(policy: string, signature: string): LocalPolicy | null;
  filePath(key: string): string;
} {
  const filePath = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const sign = (policy: string) => createHmac('sha256', `storage:${secret}`).update(policy).digest('hex');
  return {
    kind: 'local',
    root,
    filePath,
    async presignPost({ key, contentType, maxSize, expiresInSec }) {
      assertSafeKey(key);
      const expiration = new Date(Date.now() + expiresInSec * 1000).toISOString();
      const policy = Buffer.from(
        JSON.stringify({ key, contentType, maxSize, expiration } satisfies LocalPolicy),
      ).toString('base64');
      return {
        action: '/storage/upload',
        fields: { key, 'Content-Type': contentType, Policy: policy, 'X-Amz-Signature': sign(policy) },
      };
    },
    verifyPolicy(policy, signature) {
      const expected = Buffer.from(sign(policy));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        return JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as LocalPolicy;
      } catch {
        return null;
      }
    },
    async size(key) {
      try {
        const s = await stat(filePath(key));
        return s.isFile() ? s.size : null;
      } catch {
        return null;
      }
    },
    async head(key, bytes) {
      const fh = await open(filePath(key), 'r');
      try {
        const buf = Buffer.alloc(bytes);
        const { bytesRead } = await fh.read(buf, 0, bytes, 0);
        return buf.subarray(0, bytesRead);
      } finally {
        await fh.close();
      }
    },
    download: (key, toPath) => copyFile(filePath(key), toPath),
    async upload(fromPath, key) {
      const to = filePath(key);
      await mkdir(path.dirname(to), { recursive: true });
      await copyFile(fromPath, to);
    },
    async move(fromKey, toKey) {
      const to = filePath(toKey);
      await mkdir(path.dirname(to), { recursive: true });
      await rename(filePath(fromKey), to);
    },
    async remove(keys) {
      await Promise.all(keys.map((k) => rm(filePath(k), { force: true })));
    },
    publicUrl: (key) => `/media/${key.replace(/^public\//, '')}`,
    async deliver(key) {
      const p = filePath(key);
      const s = await stat(p);
      return { kind: 'stream', body: createReadStream(p), size: s.size };
    },
  };
}
export type LocalStorage = ReturnType<typeof localStorage>;

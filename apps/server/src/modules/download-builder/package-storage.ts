import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadable } from 'node:stream/web';
import { hasPaths, type Storage } from '../../adapters/storage.js';

/** A stored object as a stream: read from disk, or fetched through the store's short-lived link (S3). */
export async function openObject(storage: Storage, key: string): Promise<Readable> {
  const d = await storage.deliver(key, path.basename(key), 15 * 60);
  if (d.kind === 'stream') return d.body;
  const res = await fetch(d.url);
  if (!res.ok || !res.body) throw new Error(`storage answered ${res.status} for ${key}`);
  return Readable.fromWeb(res.body as WebReadable<Uint8Array>);
}

/**
 * Where an archive is written while it is built, and how it lands under its key. On local storage the
 * part file sits inside the store and is renamed into place (no copy of gigabytes); elsewhere it is a
 * temporary file uploaded at the end. Part names carry the attempt, so a takeover never writes into
 * the file of the attempt it replaced (which it deletes).
 */
export function packageSink(storage: Storage, workDir: string, buildId: number, attempt: number) {
  const partKey = (n: number) => `download-builds/${buildId}/part-${n}.zip`;
  const local = hasPaths(storage);
  const partPath = (n: number) =>
    local ? storage.filePath(partKey(n)) : path.join(workDir, `download-build-${buildId}-${n}.zip`);
  const earlier = Array.from({ length: Math.max(0, attempt - 1) }, (_, i) => i + 1);
  return {
    path: partPath(attempt),
    async prepare() {
      await Promise.all(earlier.map((n) => rm(partPath(n), { force: true })));
      await mkdir(path.dirname(partPath(attempt)), { recursive: true });
    },
    async commit(key: string) {
      if (local) await storage.move(partKey(attempt), key);
      else {
        await storage.upload(partPath(attempt), key, 'application/zip');
        await rm(partPath(attempt), { force: true });
      }
    },
    discard: () => rm(partPath(attempt), { force: true }),
  };
}

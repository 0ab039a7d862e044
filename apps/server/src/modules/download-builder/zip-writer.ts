import { createWriteStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { PlannedFile } from './package-plan.js';

export interface ZipProgress {
  filesDone: number;
  bytesDone: number;
}

/**
 * Streams a ZIP to `toPath`: README.txt (deflated) first, then each file STOREd as it is (audio and
 * trackout ZIPs do not compress further, and storing keeps the CPU for the copy). yazl opens each source
 * only when its turn comes and every pipe honours backpressure, so memory stays flat whatever the size;
 * ZIP64 records are written when an entry or offset passes 4 GB. Resolves with the archive's size.
 */
export async function writeZip(opts: {
  toPath: string;
  readme: string;
  files: PlannedFile[];
  open(key: string): Promise<Readable>;
  onProgress(p: ZipProgress): void;
  signal?: AbortSignal;
  mtime?: Date;
}): Promise<number> {
  const mtime = opts.mtime ?? new Date();
  const zip = new ZipFile();
  const progress: ZipProgress = { filesDone: 0, bytesDone: 0 };
  let current: Readable | null = null;
  let fail: (err: unknown) => void = () => {};
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => {}); // read by the race below; a late failure after the end is moot
  // yazl reports its own errors (a size that does not match) on the zip, and none of a source's.
  zip.on('error', (err: unknown) => fail(err));
  const abort = () => fail(opts.signal?.reason ?? new Error('aborted'));
  opts.signal?.addEventListener('abort', abort, { once: true });

  zip.addBuffer(Buffer.from(opts.readme, 'utf8'), 'README.txt', { mtime, compress: true });
  for (const file of opts.files) {
    zip.addReadStreamLazy(file.entry, { mtime, compress: false, size: file.size }, (cb) => {
      opts.open(file.key).then(
        (source) => {
          current = source;
          source.once('error', (err) => fail(err));
          const counted = new Transform({
            transform(chunk: Buffer, _enc, next) {
              progress.bytesDone += chunk.length;
              opts.onProgress(progress);
              next(null, chunk);
            },
            flush(next) {
              progress.filesDone += 1;
              opts.onProgress(progress);
              next();
            },
          });
          cb(null, source.pipe(counted));
        },
        (err: unknown) => cb(err instanceof Error ? err : new Error(String(err)), undefined as never),
      );
    });
  }
  zip.end();

  // yazl's output is a PassThrough; its typings say only "readable".
  const output = zip.outputStream as Readable;
  const out = createWriteStream(opts.toPath);
  try {
    await Promise.race([pipeline(output, out), failed]);
    return out.bytesWritten;
  } catch (err) {
    (current as Readable | null)?.destroy();
    output.destroy();
    out.destroy();
    throw err;
  } finally {
    opts.signal?.removeEventListener('abort', abort);
  }
}

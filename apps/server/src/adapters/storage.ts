import type { Readable } from 'node:stream';

/** A direct-upload form: post `fields` then the file (last) to `action`; 204 means stored. */
export interface PresignedPost {
  action: string;
  fields: Record<string, string>;
}

/** How a private object reaches its downloader: streamed by us, or a short-lived link to the store. */
export type Delivery = { kind: 'stream'; body: Readable; size: number } | { kind: 'redirect'; url: string };

/**
 * Object storage. Keys under `public/` are served to everyone (previews, covers, waveforms); every other
 * key (masters, untagged audio, attachments, voice tags) leaves only through a signed private link.
 */
export interface Storage {
  kind: 'local' | 's3';
  presignPost(input: {
    key: string;
    contentType: string;
    maxSize: number;
    expiresInSec: number;
  }): Promise<PresignedPost>;
  /** Size in bytes, or null when nothing is stored under the key. */
  size(key: string): Promise<number | null>;
  /** The first bytes of an object, to check what a file really is. */
  head(key: string, bytes: number): Promise<Buffer>;
  download(key: string, toPath: string): Promise<void>;
  upload(fromPath: string, key: string, contentType: string): Promise<void>;
  /** Moves an object to a new key (S3: a server-side copy, then the old key is deleted). */
  move(fromKey: string, toKey: string): Promise<void>;
  remove(keys: string[]): Promise<void>;
  publicUrl(key: string): string;
  deliver(key: string, filename: string, expiresInSec: number): Promise<Delivery>;
}

/** Local storage also hands out the path of a key (its adapter's own addition). */
type WithPaths = Storage & { filePath(key: string): string };
export const hasPaths = (s: Storage): s is WithPaths => s.kind === 'local' && 'filePath' in s;

/** The file behind a key on local storage (served with ranges by us); null on S3 (it serves ranges itself). */
export const localPath = (storage: Storage, key: string): string | null =>
  hasPaths(storage) ? storage.filePath(key) : null;

const SAFE_KEY = /^(?!.*\.\.)[a-z0-9][a-z0-9/_.-]{0,300}$/i;
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
}

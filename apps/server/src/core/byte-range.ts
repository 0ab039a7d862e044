/** An inclusive byte range of a file, as HTTP counts them. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A file we stream ourselves (local storage; S3 serves its own ranges), with what a ranged reply needs. */
export interface RangedFile {
  kind: 'file';
  path: string;
  size: number;
  /** A strong validator that changes with the file's content, for If-Range. */
  etag: string;
  range: ByteRange | null;
}

/**
 * One `Range: bytes=…` range against a file of `size` bytes (RFC 9110 §14.1.2): `a-b`, `a-`, or the last
 * `-n` bytes. Null means serve the whole file (no range, another unit, or several ranges, which a server
 * may ignore); 'unsatisfiable' is answered 416.
 */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a, b] = m;
  if (a === '' && b === '') return null;
  if (a === '') {
    const n = Number(b);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * The range a request asks of a file whose current validator is `etag`: an `If-Range` that names another
 * version of the file means the client's partial copy is stale, so it gets the whole file (RFC 9110 §13.1.5).
 */
export function requestedRange(
  req: { range?: string; ifRange?: string },
  size: number,
  etag: string,
): ByteRange | 'unsatisfiable' | null {
  if (!req.range || (req.ifRange && req.ifRange !== etag)) return null;
  return parseRange(req.range, size);
}

import { createHash } from 'node:crypto';
import type { SupportingData } from '@beatmarket/shared';

/** The boot call's answer, serialised once per distinct settings content (decision 0080). */
export interface BootBody {
  /** A hash of the data's JSON: the ETag's first part (the route adds the token's binding). */
  version: string;
  /** The envelope `{"data":…,"meta":{"csrf":…}}` as bytes, with this request's token. */
  withToken(token: string): Buffer;
}

const TAIL = Buffer.from('"}}');

/**
 * The version is a hash of the data's JSON, so every process reading the same settings (with the same
 * configuration and version) names it alike, and a reload that reads the same content keeps `previous`.
 */
export function prepareBootBody(data: SupportingData, previous: BootBody | null): BootBody {
  const json = JSON.stringify(data);
  const version = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  if (previous?.version === version) return previous;
  const head = Buffer.from(`{"data":${json},"meta":{"csrf":"`);
  // A token is base64url with a dot: nothing in it needs escaping inside a JSON string.
  return { version, withToken: (token) => Buffer.concat([head, Buffer.from(token, 'latin1'), TAIL]) };
}

/** If-None-Match by the weak comparison (RFC 9110 §13.1.2): a list of tags, or `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const want = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === want);
}

import { z } from 'zod';

/**
 * PostgreSQL refuses NUL in text, and a lone UTF-16 surrogate is no character at all (it cannot
 * be encoded as UTF-8). Either one reached the database as a 500, sometimes after part of a
 * write. Every request string is checked here: the text schema below for forms, and
 * `findUnsafeText` over whole request payloads on the server (decision in docs/hardening.md).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const UNSAFE_TEXT_MESSAGE = 'Contains characters that are not allowed';

export const isSafeText = (s: string): boolean => !s.includes('\u0000') && !LONE_SURROGATE.test(s);

/** A string that PostgreSQL can store: the base of every request schema's strings. */
export const safeText = () => z.string().refine(isSafeText, UNSAFE_TEXT_MESSAGE);

/** The first unstorable string (or object key) in a parsed request, as a field path; null when all are fine. */
export function findUnsafeText(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = findUnsafeText(v, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (
    value &&
    typeof value === 'object' &&
    (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)
  ) {
    for (const [k, v] of Object.entries(value)) {
      if (!isSafeText(k)) return [...path, k];
      const found = findUnsafeText(v, [...path, k]);
      if (found) return found;
    }
  }
  return null;
}

/** Ids are PostgreSQL `integer` (int4) serials: anything above this can name no row. */
export const MAX_ID = 2_147_483_647;
/** A record id in a JSON body. */
export const idField = () =>
  z.number().int('Whole numbers only').positive('Must be positive').max(MAX_ID, 'No such record');
/** A record id in a path or query string. */
export const idFromText = () =>
  z.coerce.number().int('Whole numbers only').positive('Must be positive').max(MAX_ID, 'No such record');

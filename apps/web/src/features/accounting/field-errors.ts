import type { ZodError } from 'zod';
import { ApiError } from '../../lib/api';

export type FieldErrors = Record<string, string>;

/** The first message per field, from the shared schema's check or the server's answer alike. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    out[key] ??= issue.message;
  }
  return out;
}

/** The server's per-field errors; null when the refusal names no field (then a toast says it). */
export function apiFieldErrors(err: unknown): FieldErrors | null {
  if (!(err instanceof ApiError) || err.fieldErrors.length === 0) return null;
  const out: FieldErrors = {};
  for (const f of err.fieldErrors) out[f.topic_id] ??= f.message;
  return out;
}

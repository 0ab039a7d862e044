import type { ZodError, ZodType } from 'zod';
import { ApiError } from '../../lib/api';
import { notifyError } from '../../lib/notify';

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

/** `input` checked by the shared schema: its data, or null once the field errors are shown. */
export function checked<T>(schema: ZodType<T>, input: unknown, show: (errors: FieldErrors) => void): T | null {
  const result = schema.safeParse(input);
  show(result.success ? {} : zodFieldErrors(result.error));
  return result.success ? result.data : null;
}

/** A refusal: its field errors beside the fields, or a toast when it names none. */
export const showRefusal = (show: (errors: FieldErrors) => void) => (err: unknown) => {
  const fields = apiFieldErrors(err);
  if (fields) show(fields);
  else notifyError(err);
};

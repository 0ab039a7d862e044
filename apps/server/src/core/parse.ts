import type { z } from 'zod';
import { validationError } from './errors.js';

/** Parses untrusted input with a shared schema; failures become a 422 with per-field errors. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}

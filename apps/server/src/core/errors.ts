import { ERROR_CATALOGUE, type ErrorCode, type FieldError } from '@beatmarket/shared';
import type { ZodError } from 'zod';

/** An expected failure: a code from the shared catalogue, optionally tied to fields. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly topicId: string | undefined;
  readonly fieldErrors: FieldError[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    opts: { message?: string; topicId?: string; errors?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(opts.message ?? ERROR_CATALOGUE[code].message);
    this.code = code;
    this.topicId = opts.topicId ?? opts.errors?.[0]?.topic_id;
    this.fieldErrors = opts.errors ?? (opts.topicId ? [{ topic_id: opts.topicId, message: this.message }] : undefined);
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }

  get status(): number {
    return ERROR_CATALOGUE[this.code].status;
  }
}

export function fieldErrorsFromZod(error: ZodError): FieldError[] {
  return error.issues.map((i) => ({ topic_id: i.path.map(String).join('.') || 'body', message: i.message }));
}

export function validationError(error: ZodError, code: ErrorCode = 'validation_failed'): AppError {
  const errors = fieldErrorsFromZod(error);
  return new AppError(code, { message: errors[0]?.message, errors });
}

/** A unique index refused the row (PostgreSQL 23505), raised by the driver or wrapped by the ORM. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

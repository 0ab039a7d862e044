import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_CATALOGUE, type ErrorCode, type ErrorResponseData } from '@beatmarket/shared';
import { AppError } from '../core/errors.js';

/** Fastify's own 4xx errors, mapped onto the catalogue. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

interface PgError {
  code?: string;
  detail?: string;
  column?: string;
  constraint?: string;
  cause?: PgError;
}

/** The field a PostgreSQL error names: `Key (beat_id)=(5) is not present…`, or its column. */
const pgField = (e: PgError) => /^Key \(([a-z_]+)\)/.exec(e.detail ?? '')?.[1] ?? e.column;

/**
 * Safety net under the validation: what the database refuses because of the request (a row that
 * does not exist, a number out of range, text it cannot store) is the client's mistake, a 4xx
 * naming the field, never a 500. Input checks should have caught it first, with a better message.
 */
function fromDatabase(err: PgError): AppError | null {
  const e = err.code ? err : err.cause?.code ? err.cause : null;
  if (!e?.code) return null;
  const field = pgField(e);
  const topic = field ? { topicId: field } : {};
  switch (e.code) {
    case '23503': // foreign_key_violation
      return new AppError(e.detail?.includes('is still referenced') ? 'conflict' : 'validation_failed', {
        ...topic,
        message: field ? `No such record for ${field}` : 'That record does not exist',
      });
    case '22003': // numeric_value_out_of_range
    case '22P02': // invalid_text_representation
    case '22007': // invalid_datetime_format
    case '22008': // datetime_field_overflow
    case '22021': // character_not_in_repertoire
    case '22P05': // untranslatable_character
    case '54000': // program_limit_exceeded (an index row too large)
      return new AppError('validation_failed', { ...topic, message: 'Invalid value' });
    default:
      return null;
  }
}

export function toAppError(err: FastifyError | Error): AppError {
  if (err instanceof AppError) return err;
  const db = fromDatabase(err as PgError);
  if (db) return db;
  const fe = err as FastifyError;
  const mapped = fe.code ? FASTIFY_CODES[fe.code] : undefined;
  if (mapped) return new AppError(mapped, { message: mapped === 'bad_request' ? 'Malformed request body' : undefined });
  if (fe.statusCode === 413) return new AppError('payload_too_large');
  if (fe.statusCode === 415) return new AppError('unsupported_media_type');
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500)
    return new AppError('bad_request', { message: fe.message });
  return new AppError('internal');
}

export function errorBody(e: AppError): { data: null; meta: Record<string, never>; response_data: ErrorResponseData } {
  return {
    data: null,
    meta: {},
    response_data: {
      error: e.message,
      code: e.code,
      header: ERROR_CATALOGUE[e.code].header,
      ...(e.topicId ? { topic_id: e.topicId } : {}),
      ...(e.fieldErrors ? { errors: e.fieldErrors } : {}),
    },
  };
}

/** Expected failures become a 4xx envelope; anything else is logged and answered with the spec's default text. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const e = toAppError(err);
    if (e.code === 'internal') req.log.error({ err }, 'unhandled error');
    else if (!(err instanceof AppError) && !(err as FastifyError).statusCode)
      req.log.warn({ err }, 'database refused the request');
    if (e.retryAfterSeconds) reply.header('Retry-After', String(e.retryAfterSeconds));
    return reply.status(e.status).send(errorBody(e));
  });
}

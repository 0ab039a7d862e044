import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_CATALOGUE, type ErrorCode, type ErrorResponseData } from '@beatmarket/shared';
import { AppError } from './errors.js';

/** Fastify's own 4xx errors, mapped onto the catalogue. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

export function toAppError(err: FastifyError | Error): AppError {
  if (err instanceof AppError) return err;
  const fe = err as FastifyError;
  const mapped = fe.code ? FASTIFY_CODES[fe.code] : undefined;
  if (mapped) return new AppError(mapped, { message: mapped === 'bad_request' ? 'Malformed request body' : undefined });
  if (fe.statusCode === 413) return new AppError('payload_too_large');
  if (fe.statusCode === 415) return new AppError('unsupported_media_type');
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) return new AppError('bad_request', { message: fe.message });
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
    if (e.retryAfterSeconds) reply.header('Retry-After', String(e.retryAfterSeconds));
    return reply.status(e.status).send(errorBody(e));
  });
}

import type { FastifyInstance } from 'fastify';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@beatmarket/shared';
import { AppError } from '../core/errors.js';

const unsafeTextError = (path: (string | number)[], where: string) => {
  const topicId = path.map(String).join('.') || where;
  return new AppError('validation_failed', {
    message: UNSAFE_TEXT_MESSAGE,
    errors: [{ topic_id: topicId, message: UNSAFE_TEXT_MESSAGE }],
  });
};

/**
 * Every route, including ones added later and ones whose handler reads the body itself, refuses
 * strings PostgreSQL cannot store (NUL, lone surrogates) in its params, query and JSON body
 * before any handler runs, so no write can start with one.
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    for (const [where, value] of [
      ['params', req.params],
      ['query', req.query],
      ['body', req.body],
    ] as const) {
      const path = findUnsafeText(value);
      if (path) throw unsafeTextError(path, where);
    }
  });
}

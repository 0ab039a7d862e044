import type { FastifyInstance } from 'fastify';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { findUnsafeText, isSafeText, MAX_ID, UNSAFE_TEXT_MESSAGE } from '@beatmarket/shared';
import type { z } from 'zod';
import { AppError, validationError } from './errors.js';

/** Parses untrusted input with a shared schema; failures become a 422 with per-field errors. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}

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

const INT_RANGE: Record<string, number> = {
  PgInteger: MAX_ID,
  PgSerial: MAX_ID,
  PgSmallInt: 32_767,
  PgSmallSerial: 32_767,
};

/** Whether one filter value can be compared with this column without the database refusing it. */
function fitsColumn(column: AnyPgColumn, value: unknown): boolean {
  if (value === null) return true;
  const max = INT_RANGE[column.columnType];
  if (max !== undefined) return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= max;
  switch (column.dataType) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value));
    case 'string':
      if (typeof value !== 'string' || !isSafeText(value)) return false;
      return !column.enumValues?.length || column.enumValues.includes(value);
    default:
      return false;
  }
}

/**
 * A list filter `{"field": value | [values]}` must match the field's column type: a string for an
 * integer column was a 500 (PostgreSQL refuses the cast). Names the field on failure.
 */
export function checkFilterValues(columns: Record<string, AnyPgColumn>, filter: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(filter)) {
    const column = columns[field];
    if (!column) continue;
    const values = Array.isArray(value) ? value : [value];
    if (values.length > 1000 || !values.every((v) => fitsColumn(column, v))) {
      throw new AppError('validation_failed', { topicId: `filter.${field}`, message: `Invalid value for ${field}` });
    }
  }
}

import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isSafeText, MAX_ID } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';

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

import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AnyEntity } from './entity.types.js';

/**
 * The table property (drizzle sets rows by property, `beatType`) behind each API field: the column a
 * field declares (`message` is the notification's `body`), otherwise the column whose SQL name the
 * field is (`beat_type`). A value of no column (a beat's tags, a user's push permission) is not the
 * row's: its entity saves it elsewhere.
 */
function propertyOf(def: Pick<AnyEntity, 'table' | 'fields'>) {
  const columns = Object.entries(getTableColumns(def.table));
  const byColumn = new Map<AnyPgColumn, string>(columns.map(([property, column]) => [column, property]));
  const bySqlName = new Map(columns.map(([property, column]) => [column.name, property]));
  return (field: string) => {
    const declared = Object.hasOwn(def.fields, field) ? byColumn.get(def.fields[field]!.column) : undefined;
    return declared ?? bySqlName.get(field);
  };
}

/** Validated API values as the table's columns, after the entity's own conversions (`convert`). */
export function toColumns(
  def: Pick<AnyEntity, 'table' | 'fields' | 'convert'>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const property = propertyOf(def);
  return Object.fromEntries(
    Object.entries(def.convert ? def.convert(values) : values).flatMap(([field, value]) => {
      const column = property(field);
      return column ? [[column, value]] : [];
    }),
  );
}

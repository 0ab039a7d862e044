import { inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { users } from './schema/index.js';

/** A person's display name as every list shows it: first and last name, no stray space when one is empty. */
export const fullName = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn } = users) =>
  sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;

/** Display names by user id, for a page of rows in one query (notes' and notifications' authors). */
export async function namesById(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: users.id, name: fullName() }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

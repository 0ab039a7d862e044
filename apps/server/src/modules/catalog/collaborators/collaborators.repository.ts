import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { CollaboratorSplit } from '@beatmarket/shared';
import type { Db } from '../../../db/client.js';
import { beats, users } from '../../../db/schema/index.js';

/** How a collaborator is named to others: their nickname, else their full name. */
const displayName = sql<string>`coalesce(nullif(${users.nickname}, ''), trim(${users.firstName} || ' ' || ${users.lastName}))`;

/** A beat's collaborators (decision 0096): the beat's list, the accounts they name, and saving it. */
export function createCollaboratorsRepository(db: Db) {
  return {
    beat: async (id: number) =>
      (
        await db
          .select({
            id: beats.id,
            producerId: beats.producerId,
            coproducerId: beats.coproducerId,
            publishedAt: beats.publishedAt,
            collaborators: beats.collaborators,
          })
          .from(beats)
          .where(and(eq(beats.id, id), isNull(beats.deletedAt)))
      )[0] ?? null,

    /** Live accounts named (case-insensitively) by nickname, producer handle, e-mail address or `#id`. */
    accounts(names: string[]) {
      const lower = [...new Set(names.map((n) => n.toLowerCase()))];
      if (!lower.length) return Promise.resolve([]);
      const ids = lower.flatMap((n) => (/^#\d{1,9}$/.test(n) ? [Number(n.slice(1))] : []));
      return db
        .select({
          id: users.id,
          email: sql<string>`lower(${users.email})`,
          nickname: sql<string | null>`lower(${users.nickname})`,
          handle: sql<string | null>`lower(${users.producerIdentifier})`,
        })
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            or(
              inArray(sql`lower(${users.email})`, lower),
              inArray(sql`lower(${users.nickname})`, lower),
              inArray(sql`lower(${users.producerIdentifier})`, lower),
              ids.length ? inArray(users.id, ids) : undefined,
            ),
          ),
        );
    },

    /** Public credits (decision 0096): each account's name and producer page handle, in the list's order. */
    async credits(ids: number[]) {
      if (!ids.length) return [];
      const rows = await db
        .select({
          id: users.id,
          name: displayName,
          handle: sql<string | null>`coalesce(nullif(${users.nickname}, ''), ${users.producerIdentifier})`,
        })
        .from(users)
        .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
      return ids.flatMap((id) => rows.filter((r) => r.id === id).map(({ name, handle }) => ({ name, handle })));
    },

    /** Each account's name as others see it, and the handle the form names it by (never its e-mail). */
    async names(ids: number[]): Promise<Map<number, { name: string; account: string }>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: users.id, name: displayName, handle: sql<string | null>`nullif(${users.nickname}, '')` })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((r) => [r.id, { name: r.name, account: r.handle ?? `#${r.id}` }]));
    },

    async save(id: number, list: CollaboratorSplit[]) {
      await db.update(beats).set({ collaborators: list, updatedAt: new Date() }).where(eq(beats.id, id));
    },
  };
}
export type CollaboratorsRepository = ReturnType<typeof createCollaboratorsRepository>;

import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { STORE_PAGE_SIZE, type StoreItemStatus, type StoreListQuery } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { storeItems, users } from '../../db/schema/index.js';

export type StoreItemRow = typeof storeItems.$inferSelect;
export type ShownStoreItem = StoreItemRow & { sellerName: string };

/** The seller as buyers see them: the producer's nickname or name; the house's items have none. */
const sellerName = sql<
  string | null
>`coalesce(nullif(${users.nickname}, ''), trim(${users.firstName} || ' ' || ${users.lastName}))`;
const listed = and(eq(storeItems.status, 'published'), isNull(storeItems.deletedAt))!;
/** `%`, `_` and `\` typed by a visitor are letters, not patterns. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createStoreRepository(db: Db) {
  const shown = (where: SQL) =>
    db
      .select({ item: storeItems, sellerName })
      .from(storeItems)
      .leftJoin(users, eq(users.id, storeItems.producerId))
      .where(where);
  const withSeller = (rows: { item: StoreItemRow; sellerName: string | null }[], house: string) =>
    rows.map((r) => ({ ...r.item, sellerName: r.item.producerId === null ? house : (r.sellerName ?? '') }));

  return {
    /** The back office's rows with their sellers' names, in one query. */
    async named(rows: StoreItemRow[], house: string): Promise<ShownStoreItem[]> {
      const ids = [...new Set(rows.flatMap((r) => (r.producerId === null ? [] : [r.producerId])))];
      const names = ids.length
        ? await db.select({ id: users.id, name: sellerName }).from(users).where(inArray(users.id, ids))
        : [];
      const byId = new Map(names.map((n) => [n.id, n.name ?? '']));
      return rows.map((r) => ({ ...r, sellerName: r.producerId === null ? house : (byId.get(r.producerId) ?? '') }));
    },
    /** Published items, newest first; a search matches the title or the description. */
    async published(q: StoreListQuery, house: string) {
      const search = q.search
        ? or(ilike(storeItems.title, likeText(q.search)), ilike(storeItems.description, likeText(q.search)))
        : undefined;
      const where = and(listed, q.kind ? eq(storeItems.kind, q.kind) : undefined, search)!;
      const [rows, [total]] = await Promise.all([
        shown(where)
          .orderBy(desc(storeItems.publishedAt), desc(storeItems.id))
          .limit(STORE_PAGE_SIZE)
          .offset((q.page - 1) * STORE_PAGE_SIZE),
        db.select({ n: count() }).from(storeItems).where(where),
      ]);
      return { rows: withSeller(rows, house), total: Number(total?.n ?? 0) };
    },
    bySlug: async (slug: string, house: string) =>
      withSeller(await shown(and(eq(storeItems.slug, slug), isNull(storeItems.deletedAt))!), house)[0] ?? null,
    byId: async (id: number, house: string) => withSeller(await shown(eq(storeItems.id, id)), house)[0] ?? null,
    /** A producer's own items, archived ones left out (they are restored from the back office). */
    mine: async (producerId: number, house: string) =>
      withSeller(
        await shown(and(eq(storeItems.producerId, producerId), isNull(storeItems.deletedAt))!).orderBy(
          desc(storeItems.updatedAt),
        ),
        house,
      ),
    /** The slug is the title's words and the id, so two kits of one name never collide. */
    insert: (values: typeof storeItems.$inferInsert, base: string) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(storeItems)
          .values({ ...values, slug: `new-${Date.now()}-${Math.random()}` })
          .returning();
        const [named] = await tx
          .update(storeItems)
          .set({ slug: `${base || 'item'}-${row!.id}` })
          .where(eq(storeItems.id, row!.id))
          .returning();
        return named!;
      }),
    /** Items sent for approval and not yet decided on. */
    async awaitingCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(storeItems)
        .where(and(eq(storeItems.status, 'pending'), isNull(storeItems.deletedAt)));
      return Number(row?.n ?? 0);
    },
    async setStatus(
      id: number,
      status: StoreItemStatus,
      extra: { publishedAt?: Date | null; rejectReason?: string } = {},
    ): Promise<void> {
      await db
        .update(storeItems)
        .set({ status, ...extra, updatedAt: new Date() })
        .where(eq(storeItems.id, id));
    },
  };
}
export type StoreRepository = ReturnType<typeof createStoreRepository>;

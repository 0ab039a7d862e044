import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { licenses, subscribables, subscriptions, users } from '../../db/schema/index.js';
import type { LicenseRow, PlanRow, Tx } from './subscriptions.repository.js';

const name = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** Plans (subscribables), the licences and producers they name, and the names of their subscribers. */
export function createPlansRepository(db: Db) {
  return {
    async plan(id: number, tx: Tx = db): Promise<PlanRow | null> {
      const [row] = await tx.select().from(subscribables).where(eq(subscribables.id, id));
      return row ?? null;
    },
    async insertPlan(values: typeof subscribables.$inferInsert): Promise<PlanRow> {
      const [row] = await db.insert(subscribables).values(values).returning();
      return row!;
    },
    /** An edit of a plan's columns (the entity's save), the edited row back. */
    async updatePlan(id: number, set: Partial<PlanRow>): Promise<PlanRow> {
      const [row] = await db.transaction((tx) =>
        tx.update(subscribables).set(set).where(eq(subscribables.id, id)).returning(),
      );
      return row!;
    },
    /** The licences and producers plans name, in one query each. */
    async planParts(plans: PlanRow[]) {
      const licenceIds = [...new Set(plans.map((p) => p.licenseId))];
      const producerIds = [...new Set(plans.flatMap((p) => (p.producerId === null ? [] : [p.producerId])))];
      const planIds = plans.map((p) => p.id);
      const [ls, ps, counts] = await Promise.all([
        licenceIds.length ? db.select().from(licenses).where(inArray(licenses.id, licenceIds)) : [],
        producerIds.length
          ? db
              .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
              .from(users)
              .where(inArray(users.id, producerIds))
          : [],
        planIds.length
          ? db
              .select({ id: subscriptions.subscribableId, n: sql<number>`count(*)::int` })
              .from(subscriptions)
              .where(and(inArray(subscriptions.subscribableId, planIds), ne(subscriptions.status, 'ended')))
              .groupBy(subscriptions.subscribableId)
          : [],
      ]);
      return {
        licenses: new Map(ls.map((l) => [l.id, l])),
        producers: new Map(ps.map((u) => [u.id, { id: u.id, name: name(u) }])),
        subscribers: new Map(counts.map((c) => [c.id, c.n])),
      };
    },
    async licence(id: number): Promise<LicenseRow | null> {
      const [row] = await db.select().from(licenses).where(eq(licenses.id, id));
      return row ?? null;
    },
    async plansByIds(ids: number[]): Promise<PlanRow[]> {
      return ids.length ? db.select().from(subscribables).where(inArray(subscribables.id, ids)) : [];
    },
    async userNames(ids: number[]) {
      const rows = ids.length
        ? await db
            .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
            .from(users)
            .where(inArray(users.id, ids))
        : [];
      return new Map(rows.map((u) => [u.id, { id: u.id, name: name(u) }]));
    },
  };
}

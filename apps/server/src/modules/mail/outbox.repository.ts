import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export function createOutboxRepository(db: Db) {
  return {
    async insert(row: typeof mailOutbox.$inferInsert) {
      const [created] = await db.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
      return created!.id;
    },
    markSent: (id: number) => db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, id)),
    markFailed: (id: number, error: string) =>
      db.update(mailOutbox).set({ status: 'failed', error: error.slice(0, 1000) }).where(eq(mailOutbox.id, id)),
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

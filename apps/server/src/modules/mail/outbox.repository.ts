import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;
export interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  attempts: number;
}

export function createOutboxRepository(db: Db) {
  return {
    /** tx: the mail is recorded with the change it reports (a receipt with its order), or not at all. */
    async insert(row: typeof mailOutbox.$inferInsert, tx: Tx = db) {
      const [created] = await tx.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
      return created!.id;
    },

    /**
     * Takes the next queued mail that is due and not leased; a sender that dies mid-send lets the lease
     * run out and the mail is taken again. SKIP LOCKED lets every server process share the queue.
     */
    async claim(leaseMs: number): Promise<ClaimedMail | null> {
      const result = await db.execute(sql`
        update mail_outbox set attempts = attempts + 1, lease_until = now() + make_interval(secs => ${leaseMs / 1000})
        where id = (
          select id from mail_outbox
          where status = 'queued' and run_after <= now() and (lease_until is null or lease_until < now())
          order by run_after, id limit 1 for update skip locked)
        returning id, "to", subject, text, html, headers, attempts`);
      const row = (result as { rows: ClaimedMail[] }).rows[0];
      return row ? { ...row, id: Number(row.id), attempts: Number(row.attempts) } : null;
    },

    markSent: (id: number) =>
      db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), leaseUntil: null, error: null })
        .where(eq(mailOutbox.id, id)),

    /** A failed try: queued again after `retryInSeconds`, or failed for good (visible in the Mailbox) when null. */
    retry: (id: number, error: string, retryInSeconds: number | null) =>
      db
        .update(mailOutbox)
        .set({
          status: retryInSeconds === null ? 'failed' : 'queued',
          error: error.slice(0, 1000),
          leaseUntil: null,
          runAfter: sql`now() + make_interval(secs => ${retryInSeconds ?? 0})`,
        })
        .where(eq(mailOutbox.id, id)),

    /** Tests and the crash script: make every queued mail due now (a retry back-off would otherwise wait). */
    dueNow: () =>
      db
        .update(mailOutbox)
        .set({ runAfter: sql`now()` })
        .where(eq(mailOutbox.status, 'queued')),
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

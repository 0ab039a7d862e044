import type { OutboxRepository } from './outbox.repository.js';
import type { RenderedMail } from './templates.js';

type Tx = Parameters<OutboxRepository['insert']>[1];

/**
 * Every mail is recorded in the outbox. Without SMTP that is the delivery (the Mailbox page); with SMTP
 * the row is a job the mail worker sends with retries, so no request ever waits for, or fails with,
 * the SMTP server (decision 0008).
 */
export function createMailService(
  repo: OutboxRepository,
  transportKind: 'smtp' | 'outbox',
  onQueued: () => void = () => {},
) {
  return {
    /** tx: record it inside the caller's transaction (it is sent only if that commits). */
    async send(to: string, template: string, mail: RenderedMail, tx?: Tx): Promise<number> {
      const id = await repo.insert(
        { to, template, ...mail, status: transportKind === 'outbox' ? 'stored' : 'queued' },
        tx,
      );
      if (transportKind === 'smtp' && !tx) onQueued();
      return id;
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;

import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../../adapters/mail.js';
import type { OutboxRepository } from './outbox.repository.js';
import type { RenderedMail } from './templates.js';

/** Every mail is recorded in the outbox first, then delivered by SMTP when one is configured. */
export function createMailService(repo: OutboxRepository, transport: MailTransport, from: string, log: FastifyBaseLogger) {
  return {
    async send(to: string, template: string, mail: RenderedMail): Promise<number> {
      const id = await repo.insert({ to, template, ...mail, status: 'stored' });
      if (transport.kind === 'outbox') return id;
      try {
        await transport.send({ from, to, ...mail });
        await repo.markSent(id);
      } catch (err) {
        // The caller's action (a reset request, an invitation) still succeeds; the failure is visible in the mailbox.
        log.error({ err, to, template }, 'mail delivery failed');
        await repo.markFailed(id, (err as Error).message);
      }
      return id;
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;

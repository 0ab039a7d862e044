import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../../adapters/mail.js';
import { createPollingWorker } from '../../core/polling-worker.js';
import type { OutboxRepository } from './outbox.repository.js';

/** Longer than any SMTP conversation nodemailer allows before timing out, so a live sender keeps its mail. */
export const MAIL_LEASE_MS = 5 * 60_000;
/** Tries before a mail is failed for good: with the back-off below, about a day of SMTP outage. */
export const MAIL_MAX_ATTEMPTS = 10;
/** 10 s, 40 s, 160 s… capped at 4 hours. */
export const retryDelaySeconds = (attempts: number) => Math.min(10 * 4 ** (attempts - 1), 4 * 3600);

/** Sends queued mail in the background, one at a time, in every process that runs it (decision 0008). */
export function createMailWorker(deps: {
  repo: OutboxRepository;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  pollMs?: number;
}) {
  const { repo, transport, log } = deps;

  async function runOne(): Promise<boolean> {
    const mail = await repo.claim(MAIL_LEASE_MS);
    if (!mail) return false;
    try {
      await transport.send({
        from: deps.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      await repo.markSent(mail.id);
    } catch (err) {
      const final = mail.attempts >= MAIL_MAX_ATTEMPTS;
      log.warn({ err, mailId: mail.id, attempt: mail.attempts, final }, 'mail delivery failed');
      await repo.retry(mail.id, (err as Error).message, final ? null : retryDelaySeconds(mail.attempts));
    }
    return true;
  }

  const worker = createPollingWorker({ name: 'mail worker', runOne, log, pollMs: deps.pollMs });
  return {
    ...worker,
    // The outbox transport only records mail (tests, demo): nothing to send in the background.
    start: () => (transport.kind === 'outbox' ? undefined : worker.start()),
  };
}
export type MailWorker = ReturnType<typeof createMailWorker>;

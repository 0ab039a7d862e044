import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../../adapters/mail.js';
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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

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
      });
      await repo.markSent(mail.id);
    } catch (err) {
      const final = mail.attempts >= MAIL_MAX_ATTEMPTS;
      log.warn({ err, mailId: mail.id, attempt: mail.attempts, final }, 'mail delivery failed');
      await repo.retry(mail.id, (err as Error).message, final ? null : retryDelaySeconds(mail.attempts));
    }
    return true;
  }

  const tick = () => {
    if (stopped) return;
    running = (async () => {
      try {
        while (!stopped && (await runOne()));
      } catch (err) {
        log.error({ err }, 'mail worker');
      }
    })().finally(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(tick, deps.pollMs ?? 1000);
    });
  };

  return {
    runOne,
    /** Sends every due mail now; tests use it instead of waiting for the poll. */
    async drain(): Promise<number> {
      let n = 0;
      while (await runOne()) n++;
      return n;
    },
    start() {
      if (!stopped || transport.kind === 'outbox') return;
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    /** Wakes the poller at once (a mail was just queued) instead of at the next tick. */
    nudge() {
      if (stopped || running) return;
      clearTimeout(timer);
      tick();
    },
  };
}
export type MailWorker = ReturnType<typeof createMailWorker>;

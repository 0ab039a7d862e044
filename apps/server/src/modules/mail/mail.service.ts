import { EMAIL_TEMPLATES, templateTagProblem, type EmailTemplateKey } from '@beatmarket/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Administrator } from './administrators.repository.js';
import type { EmailTemplateRepository } from './email-template.repository.js';
import type { OutboxRepository } from './outbox.repository.js';
import { renderTemplate, type TemplateValue } from './template-renderer.js';
import { DEFAULT_TEMPLATES, type RenderedMail } from './templates.js';

type Tx = Parameters<OutboxRepository['insert']>[1];
export type MailValues<K extends EmailTemplateKey> = Record<
  keyof (typeof EMAIL_TEMPLATES)[K]['variables'],
  TemplateValue
>;

/** Templates addressed to administrators: each greets its reader by first name. */
type AdminTemplateKey = {
  [K in EmailTemplateKey]: 'name' extends keyof (typeof EMAIL_TEMPLATES)[K]['variables'] ? K : never;
}[EmailTemplateKey];

/**
 * headers: extra mail headers (List-Unsubscribe on mail people signed up for, decision 0106); runAfter:
 * when the mail worker may send it (a producer's message to followers leaves at a bounded rate).
 */
export interface SendExtra {
  headers?: Record<string, string>;
  runAfter?: Date;
}

/** The outbox names of two mails predate their template keys; scripts and tests still select them by those. */
const OUTBOX_NAME: Partial<Record<EmailTemplateKey, string>> = {
  'contact-message': 'contact',
  receipt: 'order_receipt',
};

/**
 * Every mail is recorded in the outbox. Without SMTP that is the delivery (the Mailbox page); with SMTP
 * the row is a job the mail worker sends with retries, so no request ever waits for, or fails with,
 * the SMTP server (decision 0008). What a mail says comes from its stored template (decision 0030).
 */
export function createMailService(
  repo: OutboxRepository,
  transportKind: 'smtp' | 'outbox',
  onQueued: () => void = () => {},
  templates?: EmailTemplateRepository,
  log?: FastifyBaseLogger,
  administrators: () => Promise<Administrator[]> = async () => [],
) {
  async function send(
    to: string,
    template: string,
    mail: RenderedMail,
    tx?: Tx,
    extra: SendExtra = {},
  ): Promise<number> {
    const id = await repo.insert(
      {
        to,
        template,
        ...mail,
        headers: extra.headers ?? null,
        ...(extra.runAfter ? { runAfter: extra.runAfter } : {}),
        status: transportKind === 'outbox' ? 'stored' : 'queued',
      },
      tx,
    );
    if (transportKind === 'smtp' && !tx) onQueued();
    return id;
  }

  /** The stored template of this key, or its default when there is no row or the row cannot be filled. */
  async function template(key: EmailTemplateKey, tx?: Tx) {
    const stored = await templates?.find(key, tx);
    const allowed = Object.keys(EMAIL_TEMPLATES[key].variables);
    // Saving refuses bad tags; a row written straight into the database must not mail a literal one either.
    if (stored && !templateTagProblem(stored.subject, allowed) && !templateTagProblem(stored.body, allowed))
      return stored;
    if (stored) log?.warn({ key }, 'email template has unknown or malformed tags; mailing the default');
    return DEFAULT_TEMPLATES[key];
  }

  return {
    /** tx: record it inside the caller's transaction (it is sent only if that commits). */
    send,
    async sendTemplate<K extends EmailTemplateKey>(
      to: string,
      key: K,
      values: MailValues<K>,
      tx?: Tx,
      extra?: SendExtra,
    ) {
      const mail = renderTemplate(await template(key, tx), values);
      return send(to, OUTBOX_NAME[key] ?? key, mail, tx, extra);
    },
    /** The same mail to every active administrator, each greeted by name. */
    async toAdministrators<K extends AdminTemplateKey>(key: K, values: Omit<MailValues<K>, 'name'>) {
      for (const admin of await administrators())
        await send(admin.email, key, renderTemplate(await template(key), { ...values, name: admin.firstName }));
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;

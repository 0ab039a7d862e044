import { createMailTransport } from '../../adapters/mail.js';
import type { AreaParts, Base } from '../../wiring.js';
import type { RateLimitArea } from '../ratelimit/ratelimit.wire.js';
import { contactRoutes } from './contact.routes.js';
import { createContactService } from './contact.service.js';
import { emailTemplateEntity } from './email-template.entity.js';
import { createAdministratorsReader } from './administrators.repository.js';
import { createEmailTemplateRepository } from './email-template.repository.js';
import { mailEntity } from './mail.entity.js';
import { createMailService } from './mail.service.js';
import { createMailWorker } from './mail-worker.js';
import { createOutboxRepository } from './outbox.repository.js';

/** Mail: the outbox and its worker, editable templates, and the contact form that mails the team. */
export function wireMail({ config, db, log }: Base, { limits, captcha }: RateLimitArea) {
  const mailTransport = createMailTransport(config.mail.smtpUrl);
  const outbox = createOutboxRepository(db);
  const mailWorker = createMailWorker({ repo: outbox, transport: mailTransport, from: config.mail.from, log });
  const templates = createEmailTemplateRepository(db);
  const mail = createMailService(
    outbox,
    mailTransport.kind,
    () => mailWorker.nudge(),
    templates,
    log,
    createAdministratorsReader(db),
  );
  const contact = createContactService({ captcha, limits, mail, teamAddress: config.mail.contactTo });
  return {
    mail,
    mailWorker,
    outbox,
    mailTransport,
    contact,
    entities: { mail: mailEntity, email_template: emailTemplateEntity(templates, mail) },
    api: (async (app) => void (await app.register(contactRoutes, { contact }))) satisfies AreaParts['api'],
  };
}

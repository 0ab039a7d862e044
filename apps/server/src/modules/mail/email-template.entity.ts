import {
  EMAIL_TEMPLATES,
  emailTemplatePreviewSchema,
  emailTemplateSchema,
  idField,
  isAdmin,
  isEmailTemplateKey,
  type EmailPreview,
  type EmailTemplateKey,
  type EmailTemplateView,
  type TemplateVariable,
} from '@beatmarket/shared';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import { emailTemplates } from '../../db/schema/index.js';
import { sanitizeStoredHtml } from '../../core/sanitize-html.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import type { EmailTemplateRepository } from './email-template.repository.js';
import type { MailService } from './mail.service.js';
import { renderTemplate } from './template-renderer.js';

type Row = typeof emailTemplates.$inferSelect;
const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);
const requireAdmin = (ctx: EntityContext) => {
  if (!ctx.user) throw new AppError('unauthenticated');
  if (!admin(ctx)) throw new AppError('forbidden');
  return ctx.user;
};
const keyOf = (row: Row): EmailTemplateKey => {
  if (!isEmailTemplateKey(row.key)) throw new AppError('record_not_found');
  return row.key;
};
const samples = (key: EmailTemplateKey) =>
  Object.fromEntries(Object.entries(EMAIL_TEMPLATES[key].variables).map(([name, v]) => [name, v.sample]));

const previewTarget = z.object({ id: idField() });

/**
 * `email_template` (issue 16): what each mail says. Administrators list, read and save them with the
 * generic calls; `preview` renders what is in the form with sample data, `send_test` mails it to the
 * administrator. The body is sanitised HTML whose `{{tags}}` must all be variables of its key.
 */
export function emailTemplateEntity(
  repo: EmailTemplateRepository,
  mail: MailService,
): EntityDefinition<Row, EmailTemplateView> {
  const load = async (id: number) => {
    const row = await repo.findById(id);
    if (!row) throw new AppError('record_not_found', { topicId: 'id' });
    return row;
  };
  /** The form's subject and body (saved or not), checked against the row's variables, filled with samples. */
  const render = async (ctx: EntityContext, body: unknown) => {
    requireAdmin(ctx);
    const row = await load(parse(previewTarget, body).id);
    const key = keyOf(row);
    const input = parse(emailTemplatePreviewSchema(key).partial(), body);
    const template = { subject: input.subject ?? row.subject, body: sanitizeStoredHtml(input.body ?? row.body) };
    return { key, mail: renderTemplate(template, samples(key)) };
  };

  return {
    name: 'email_template',
    table: emailTemplates,
    idColumn: emailTemplates.id,
    fields: {
      id: { column: emailTemplates.id, sortable: true },
      key: { column: emailTemplates.key, sortable: true, searchable: true, filterable: true },
      name: { column: emailTemplates.name, sortable: true, searchable: true },
      subject: { column: emailTemplates.subject, sortable: true, searchable: true },
      updated_at: { column: emailTemplates.updatedAt, sortable: true },
    },
    defaultSort: [{ field: 'name', direction: 'asc' }],
    present: (t) => {
      const key = isEmailTemplateKey(t.key) ? t.key : null;
      const variables: Record<string, TemplateVariable> = key ? EMAIL_TEMPLATES[key].variables : {};
      return {
        id: t.id,
        key: t.key as EmailTemplateKey,
        name: t.name,
        subject: t.subject,
        body: t.body,
        variables: Object.entries(variables).map(([name, v]) => ({ name, label: v.label, sample: v.sample })),
        updated_at: t.updatedAt.toISOString(),
        updated_by: t.updatedBy,
      };
    },
    policy: {
      list: admin,
      read: admin,
      create: () => false,
      // Every key is mailed by code: a template can be changed, never removed.
      delete: () => false,
      writable: (ctx, row) => {
        if (!admin(ctx) || !isEmailTemplateKey(row.key)) return null;
        const schema = emailTemplateSchema(row.key);
        return z.object({
          name: schema.shape.name.optional(),
          subject: schema.shape.subject.optional(),
          // Checked as written (tags), stored cleaned: it is shown in the browser and mailed.
          body: schema.shape.body.transform(sanitizeStoredHtml).optional(),
        });
      },
    },
    // Who saved it: not a field the form sends; set from the session on every save.
    stamp: (ctx) => ({ updatedBy: ctx.user!.id }),
    actions: {
      preview: {
        method: 'POST',
        onRecord: false,
        async run(ctx, { body }): Promise<EmailPreview> {
          return (await render(ctx, body)).mail;
        },
      },
      send_test: {
        method: 'POST',
        onRecord: false,
        async run(ctx, { body }) {
          const user = requireAdmin(ctx);
          const { key, mail: rendered } = await render(ctx, body);
          await mail.send(user.email, `test:${key}`, { ...rendered, subject: `[Test] ${rendered.subject}` });
          return { message: `A test mail was sent to ${user.email}.` };
        },
      },
    },
  };
}

import { isAdmin, type MailView } from '@beatmarket/shared';
import { mailOutbox } from '../../db/schema/index.js';
import type { EntityContext, EntityDefinition } from '../entities/entity.types.js';
import { mailExportColumns } from './mail.records.js';

const admin = (ctx: EntityContext) => isAdmin(ctx.user?.role);

/** `mail`: the outbox, read by administrators on the mailbox page. Read-only. */
export const mailEntity: EntityDefinition<typeof mailOutbox.$inferSelect, MailView> = {
  name: 'mail',
  table: mailOutbox,
  idColumn: mailOutbox.id,
  fields: {
    id: { column: mailOutbox.id, sortable: true },
    to: { column: mailOutbox.to, sortable: true, searchable: true, filterable: true },
    subject: { column: mailOutbox.subject, sortable: true, searchable: true },
    template: { column: mailOutbox.template, sortable: true, filterable: true },
    status: { column: mailOutbox.status, sortable: true, filterable: true },
    created_at: { column: mailOutbox.createdAt, sortable: true },
  },
  defaultSort: [{ field: 'created_at', direction: 'desc' }],
  exportColumns: mailExportColumns,
  present: (m) => {
    return {
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      template: m.template,
      status: m.status,
      error: m.error,
      created_at: m.createdAt,
      sent_at: m.sentAt,
    };
  },
  policy: { list: admin, read: admin, create: () => false, delete: admin, writable: () => null },
};

import type { MailView } from '@beatmarket/shared';
import type { ExportColumn } from '../entities/entity.types.js';

/**
 * The mailbox export: who got what, when, and whether it left. Not the bodies: a reset or invitation
 * mail carries a live token, and a spreadsheet is no place for one.
 */
export const mailExportColumns: ExportColumn<MailView>[] = [
  { header: 'id', value: (m) => m.id },
  { header: 'to', value: (m) => m.to },
  { header: 'subject', value: (m) => m.subject },
  { header: 'template', value: (m) => m.template },
  { header: 'status', value: (m) => m.status },
  { header: 'error', value: (m) => m.error },
  { header: 'created_at', value: (m) => m.created_at },
  { header: 'sent_at', value: (m) => m.sent_at },
];

import { formatCents } from '@beatmarket/shared';
import type { MailValues } from '../mail/mail.service.js';
import { TrustedHtml } from '../mail/template-renderer.js';
import { escape } from '../mail/templates.js';

export interface ReceiptLine {
  title: string;
  license: string;
  amount: number;
  files: { name: string; href: string }[];
}

/**
 * The receipt's values (its text is the `receipt` template): what was bought, what it cost, and the
 * files (links renew on the order page). The lines are built here as escaped HTML, since a template
 * has no loops.
 */
export function receiptValues(o: {
  name: string;
  orderId: number;
  total: number;
  orderUrl: string;
  lines: ReceiptLine[];
}): MailValues<'receipt'> {
  const html = o.lines
    .map(
      (l) =>
        `<h3>${escape(l.title)} · ${escape(l.license)} · ${formatCents(l.amount)}</h3><ul>${l.files.map((f) => `<li><a href="${escape(f.href)}">${escape(f.name)}</a></li>`).join('')}</ul>`,
    )
    .join('\n');
  const text = o.lines.map((l) => `${l.title} (${l.license}): ${formatCents(l.amount)}`).join('; ');
  return {
    name: o.name,
    order_id: String(o.orderId),
    total: formatCents(o.total),
    order_url: o.orderUrl,
    items: new TrustedHtml(html, text),
  };
}

import { formatCents } from '@beatmarket/shared';
import { escape, type RenderedMail } from '../mail/templates.js';

export interface ReceiptLine {
  title: string;
  license: string;
  amount: number;
  files: { name: string; href: string }[];
}

/** The receipt: what was bought, what it cost, and the files (links renew on the order page). */
export function receiptMail(o: {
  name: string;
  orderId: number;
  total: number;
  orderUrl: string;
  lines: ReceiptLine[];
}): RenderedMail {
  const text = [
    `Hi ${o.name},`,
    `Thank you for your order ${o.orderId}. Your payment of ${formatCents(o.total)} has cleared.`,
    ...o.lines.map(
      (l) =>
        `${l.title} (${l.license}): ${formatCents(l.amount)}\n${l.files.map((f) => `  ${f.name}: ${f.href}`).join('\n')}`,
    ),
    `Your licences and fresh download links are always on your order page: ${o.orderUrl}`,
    'The download links in this mail work for 24 hours, only when you are logged in.',
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#0b0b0f;color:#eee;padding:24px">
<h1 style="font-size:20px">Your order ${o.orderId}</h1>
<p>Hi ${escape(o.name)}, thank you. Your payment of ${formatCents(o.total)} has cleared.</p>
${o.lines.map((l) => `<h2 style="font-size:16px">${escape(l.title)} · ${escape(l.license)} · ${formatCents(l.amount)}</h2><ul>${l.files.map((f) => `<li><a href="${escape(f.href)}" style="color:#a78bfa">${escape(f.name)}</a></li>`).join('')}</ul>`).join('\n')}
<p><a href="${escape(o.orderUrl)}" style="color:#a78bfa">Open your order page</a> for your licence PDFs and fresh links.</p>
<p style="color:#888;font-size:12px">Beatmarket</p></body></html>`;
  return { subject: `Your Beatmarket order ${o.orderId}`, text, html };
}

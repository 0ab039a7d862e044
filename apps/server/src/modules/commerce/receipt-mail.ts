import { formatCents } from '@beatmarket/shared';
import type { MailValues } from '../mail/mail.service.js';
import { TrustedHtml } from '../mail/template-renderer.js';
import { escape } from '../mail/templates.js';

export interface ReceiptLine {
  title: string;
  license: string;
  amount: number;
  files: { name: string; href: string }[];
  /** Decision 0095: the licence this line upgrades (and so supersedes), and the credit it gave. */
  upgrade?: { code: string; license: string; credit: number } | null;
}

/** One sentence per upgrade line: what it supersedes and what was credited (the `upgrades` variable). */
const upgradeSentence = (l: ReceiptLine & { upgrade: NonNullable<ReceiptLine['upgrade']> }) =>
  `${l.title}: your ${l.license} upgrades your ${l.upgrade.license} ${l.upgrade.code}, which it supersedes; the ${formatCents(l.upgrade.credit)} you paid for it was credited.`;

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
  const upgrades = o.lines.filter((l): l is Parameters<typeof upgradeSentence>[0] => !!l.upgrade).map(upgradeSentence);
  return {
    name: o.name,
    order_id: String(o.orderId),
    total: formatCents(o.total),
    order_url: o.orderUrl,
    items: new TrustedHtml(html, text),
    upgrades: new TrustedHtml(upgrades.map((u) => `<p>${escape(u)}</p>`).join('\n'), upgrades.join(' ')),
  };
}

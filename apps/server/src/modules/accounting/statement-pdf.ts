import PDFDocument from 'pdfkit';
import { centsToDollars, formatDate, type StatementDetailView } from '@beatmarket/shared';

/** Signed dollars for print: 3150 → "$31.50", -3150 → "-$31.50" (exact, from integer cents). */
export const dollars = (cents: number) => `${cents < 0 ? '-' : ''}$${centsToDollars(Math.abs(cents))}`;
const day = (d: string) => formatDate(`${d}T12:00:00Z`, 'UTC');

const STATUS: Record<string, string> = { open: 'Open', closed: 'Closed', paid: 'Paid' };

/** The lines printed under the title: who, which period, where it stands. */
export function statementHeader(s: StatementDetailView): string[] {
  return [
    `Payee: ${s.payee.name} <${s.payee.email}>`,
    `Period: ${day(s.period_start)} to ${day(s.period_end)}`,
    `Status: ${STATUS[s.status] ?? s.status}${s.payout?.reference ? ` (payout ${s.payout.id}, reference ${s.payout.reference})` : ''}`,
  ];
}

/** The totals block, each as label and amount. */
export function statementSummary(s: StatementDetailView): [string, string][] {
  return [
    ['Gross sales', dollars(s.gross)],
    ['Discounts', dollars(0 - s.discounts)],
    ['Producer share', dollars(s.producer_share)],
    ['Collaborators’ share', dollars(s.coproducer_share)],
    ['House share', dollars(s.house_share)],
    ['Refunds', dollars(s.refunds)],
    ['Adjustments', dollars(s.adjustments)],
    ['Amount owed', dollars(s.amount)],
  ];
}

/** The statement as a printable PDF (pdfkit), the same figures as the page shows. */
export function statementPdf(s: StatementDetailView): Promise<Buffer> {
  const title = `Income statement ${s.id}`;
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title, Author: 'Beatmarket' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(10).fillColor('#7c3aed').text('BEATMARKET · INCOME STATEMENT');
  doc.moveDown(0.5).fontSize(20).fillColor('#111111').text(title);
  doc.moveDown(0.5).fontSize(11).fillColor('#222222');
  for (const line of statementHeader(s)) doc.text(line);

  doc.moveDown().fontSize(13).fillColor('#111111').text('Summary');
  doc.moveDown(0.3).fontSize(11).fillColor('#222222');
  for (const [label, value] of statementSummary(s)) {
    const y = doc.y;
    doc.text(label, 48, y, { width: 300 });
    doc.text(value, 360, y, { width: 180, align: 'right' });
  }

  doc.moveDown().fontSize(13).fillColor('#111111').text('Items', 48);
  doc.moveDown(0.3).fontSize(9).fillColor('#555555');
  const cols = [48, 112, 176, 384, 467];
  const widths = [60, 60, 200, 76, 76];
  // Cells are placed side by side, so the row's height is its tallest cell's (a long beat title wraps),
  // and a row that would not fit starts the next page whole.
  const row = (cells: string[]) => {
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: widths[i] })));
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    cells.forEach((c, i) => doc.text(c, cols[i], y, { width: widths[i], align: i >= 3 ? 'right' : 'left' }));
    doc.x = cols[0]!;
    doc.y = y + height + 3;
  };
  // Each row's payable date: when its cents may be paid out, after the refund window (decision 0090).
  row(['Date', 'Payable', 'Description', 'Gross', 'Amount']);
  doc.fillColor('#222222');
  for (const i of s.items)
    row([
      formatDate(i.occurred_at, 'UTC'),
      formatDate(i.payable_at, 'UTC'),
      i.description,
      dollars(i.gross),
      dollars(i.amount),
    ]);
  if (!s.items.length) row(['', '', 'No items', '', '']);
  doc.end();
  return done;
}

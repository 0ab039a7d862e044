import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StatementDetailView } from '@beatmarket/shared';
import { dollars, statementPdf } from './statement-pdf.js';

const item = (n: number): StatementDetailView['items'][number] => ({
  id: n,
  kind: n % 5 === 0 ? 'refund' : 'sale',
  role: 'producer',
  share_percent: null,
  description: `Sale: A rather long beat title number ${n} that wraps onto a second line of the table (order ${n})`,
  occurred_at: new Date(Date.UTC(2026, 9, 1 + (n % 28))),
  order_id: n,
  beat_id: n,
  gross: n % 5 === 0 ? -2999 : 2999,
  discount: 0,
  producer_share: 0,
  coproducer_share: 0,
  house_share: 0,
  amount: n % 5 === 0 ? -2099 : 2099,
  payable_at: new Date(Date.UTC(2026, 9, 15 + (n % 28))),
});

function text(pdf: Buffer) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'statement-pdf-')), 's.pdf');
  writeFileSync(file, pdf);
  return {
    body: execFileSync('pdftotext', ['-layout', file, '-']).toString(),
    pages: Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())![1]),
  };
}

describe('statement PDF', () => {
  it('writes signed dollars from cents exactly', () => {
    expect(dollars(3150)).toBe('$31.50');
    expect(dollars(-5)).toBe('-$0.05');
    expect(dollars(0)).toBe('$0.00');
  });

  it('prints every item of a long statement across pages, rows never overlapping', async () => {
    const items = Array.from({ length: 90 }, (_, i) => item(i + 1));
    const view: StatementDetailView = {
      id: 7,
      payee_id: 2,
      payee_name: 'Marcus Reed',
      period_start: '2026-10-01',
      period_end: '2026-10-31',
      status: 'paid',
      currency: 'USD',
      gross: 0,
      discounts: 0,
      refunds: 0,
      adjustments: 0,
      producer_share: 0,
      coproducer_share: 0,
      house_share: 0,
      amount: items.reduce((a, i) => a + i.amount, 0),
      closed_at: new Date(),
      paid_at: new Date(),
      payee: { id: 2, name: 'Marcus Reed', email: 'producer@beatmarket.test' },
      items,
      payout: { id: 3, status: 'sent', reference: 'PP-9', sent_at: new Date() },
    };
    const { body, pages } = text(await statementPdf(view));
    expect(pages).toBeGreaterThan(1);
    const flat = body.replace(/\s+/g, ' ');
    expect(flat).toContain('Period: 10/01/2026 to 10/31/2026');
    expect(flat).toContain('Status: Paid (payout 3, reference PP-9)');
    expect(flat).toContain(`Amount owed ${dollars(view.amount)}`);
    // Each item's number appears once per its wrapped title: nothing lost, nothing printed over.
    for (const n of [1, 45, 90]) expect(flat).toContain(`number ${n} that`);
    expect(body.match(/-\$20\.99/g)).toHaveLength(18);
    // Each row's payable date beside the day it happened (item 1: sold 10/02, payable 10/16).
    expect(flat).toContain('Date Payable Description');
    expect(flat).toContain('10/02/2026 10/16/2026');
  });
});

import type { StatementDetailData } from '@beatmarket/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { StatementPage } from './StatementPage';

afterEach(() => vi.unstubAllGlobals());

const STATEMENT: StatementDetailData = {
  id: 41,
  payee_id: 5,
  payee_name: 'Nova Beats',
  period_start: '2026-10-01',
  period_end: '2026-10-31',
  status: 'paid',
  currency: 'USD',
  gross: 5998,
  discounts: 600,
  refunds: -1890,
  adjustments: 500,
  producer_share: 3779,
  coproducer_share: 0,
  house_share: 1619,
  amount: 2389,
  closed_at: '2026-11-02T10:00:00.000Z',
  paid_at: '2026-11-04T10:00:00.000Z',
  payee: { id: 5, name: 'Nova Beats', email: 'producer@beatmarket.test' },
  items: [
    {
      id: 1,
      kind: 'sale',
      role: 'producer',
      share_percent: null,
      description: 'Sale: Night Drive (order 12)',
      occurred_at: '2026-10-05T12:00:00.000Z',
      payable_at: '2026-10-19T12:00:00.000Z',
      order_id: 12,
      beat_id: 3,
      gross: 2999,
      discount: 300,
      producer_share: 1890,
      coproducer_share: 0,
      house_share: 809,
      amount: 1890,
    },
    {
      id: 2,
      kind: 'refund',
      role: 'producer',
      share_percent: null,
      description: 'Refund: Night Drive (order 12)',
      occurred_at: '2026-10-20T12:00:00.000Z',
      payable_at: '2026-11-03T12:00:00.000Z',
      order_id: 12,
      beat_id: 3,
      gross: -2999,
      discount: -300,
      producer_share: -1890,
      coproducer_share: 0,
      house_share: -809,
      amount: -1890,
    },
    {
      id: 3,
      kind: 'adjustment',
      role: 'producer',
      share_percent: null,
      description: 'Adjustment: Late fee returned',
      occurred_at: '2026-10-30T12:00:00.000Z',
      payable_at: '2026-10-30T12:00:00.000Z',
      order_id: null,
      beat_id: null,
      gross: 0,
      discount: 0,
      producer_share: 0,
      coproducer_share: 0,
      house_share: 0,
      amount: 500,
    },
  ],
  payout: { id: 7, status: 'sent', reference: 'PP-2026-11', sent_at: '2026-11-04T10:00:00.000Z' },
};

const show = (viewer = profile(2, { id: 5 }), reply: Parameters<typeof fakeFetch>[0][string] = { data: STATEMENT }) => {
  fakeFetch({ 'GET /income_statement/41': reply });
  return renderRoutes([{ path: '/income-statement/:id', element: <StatementPage /> }], {
    path: '/income-statement/41',
    profile: viewer,
  });
};

describe('income statement page', () => {
  it('shows its payee, period, items with their split, totals and payment, printable and as a PDF', async () => {
    show();
    expect(await screen.findByRole('heading', { name: 'Income statement #41' })).toBeInTheDocument();
    expect(document.title).toBe('Income statement #41 · Beatmarket');
    expect(screen.getByText('Nova Beats <producer@beatmarket.test>')).toBeInTheDocument();
    expect(screen.getByText('10/01/2026 – 10/31/2026 (UTC)')).toBeInTheDocument();
    const items = screen.getByRole('table', { name: 'Statement items' });
    expect(
      within(items)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Date',
      'Payable',
      'Description',
      'Kind',
      'Gross',
      'Discount',
      'Producer share',
      'Collaborators’ share',
      'House share',
      'Amount',
    ]);
    const sale = within(items).getByText('Sale: Night Drive (order 12)').closest('tr')!;
    expect(
      within(sale)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '10/05/2026',
      '10/19/2026',
      'Sale: Night Drive (order 12)10/05/2026 · Sale · payable 10/19/2026',
      'Sale',
      '$29.99',
      '$3',
      '$18.90',
      '$0',
      '$8.09',
      '$18.90',
    ]);
    const refund = within(items).getByText('Refund: Night Drive (order 12)').closest('tr')!;
    expect(within(refund).getAllByRole('cell').at(-1)).toHaveTextContent('−$18.90');
    const totals = screen.getByLabelText('Statement totals');
    expect(totals).toHaveTextContent('Gross sales$59.98');
    expect(totals).toHaveTextContent('Discounts−$6');
    expect(totals).toHaveTextContent('Refunds−$18.90');
    expect(totals).toHaveTextContent('Adjustments$5');
    expect(totals).toHaveTextContent('Amount due to Nova Beats (USD)$23.89');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('in payout #7, reference PP-2026-11.');
    // A producer is not sent to the payouts screen, which is for administrators.
    expect(within(payment).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/private-api/income_statement/41/pdf',
    );
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    screen.getByRole('button', { name: 'Print' }).click();
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('article')).toHaveAttribute('data-print-root');
  });

  it('links an administrator to the payout', async () => {
    show(profile(3, { id: 1 }));
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByRole('link', { name: 'payout #7' })).toHaveAttribute(
      'href',
      '/accounting?tab=payouts&payout=7',
    );
  });

  it('tells another producer the statement is not theirs', async () => {
    show(profile(2, { id: 9 }), {
      status: 403,
      response_data: { error: 'You are not allowed to do that.', code: 'forbidden', header: 'Ooops!' },
    });
    expect(
      await screen.findByText(/You are not allowed to see this statement: it belongs to another producer./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

import { formatDate, type StatementDetailData } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { formatMoney } from '../money';

type Item = StatementDetailData['items'][number];

/** Decision 0096: a collaborator's row names their percent; a row from before collaborators says coproducer. */
const roleLabel = (i: Item) =>
  i.share_percent !== null && i.share_percent !== undefined ? `as collaborator (${i.share_percent}%)` : 'as coproducer';

const KIND: Record<Item['kind'], string> = {
  sale: 'Sale',
  refund: 'Refund',
  adjustment: 'Adjustment',
  subscription: 'Subscription',
};

// Phones show the description (with its date and kind) and the amount; print and wider screens show all.
const cell = 'px-3 py-2.5 sm:px-4';
const more = 'max-md:hidden print:table-cell';
const COLUMNS: { label: string; pick?: (i: Item) => number; className?: string }[] = [
  { label: 'Date', className: more },
  { label: 'Payable', className: more },
  { label: 'Description' },
  { label: 'Kind', className: more },
  { label: 'Gross', pick: (i) => i.gross, className: more },
  { label: 'Discount', pick: (i) => i.discount, className: more },
  { label: 'Producer share', pick: (i) => i.producer_share, className: more },
  { label: 'Collaborators’ share', pick: (i) => i.coproducer_share, className: more },
  { label: 'House share', pick: (i) => i.house_share, className: more },
];

/** The statement's lines: each sale, refund and adjustment with its split, and the payee's amount. */
export function StatementItems({ items }: { items: Item[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl ring-1 ring-white/5">
      <table className="w-full text-left text-sm" aria-label="Statement items">
        <thead className="bg-zinc-900/80 text-xs uppercase tracking-wider text-zinc-400">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.label} scope="col" className={clsx(cell, c.pick && 'text-right', c.className)}>
                {c.label}
              </th>
            ))}
            <th scope="col" className={clsx(cell, 'text-right')}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {items.map((i) => (
            <tr key={i.id} className="bg-zinc-950 align-top">
              <td className={clsx(cell, more, 'whitespace-nowrap tabular-nums')}>{formatDate(i.occurred_at, 'UTC')}</td>
              <td className={clsx(cell, more, 'whitespace-nowrap tabular-nums')}>{formatDate(i.payable_at, 'UTC')}</td>
              <td className={cell}>
                <span className="text-zinc-100">{i.description}</span>
                {i.role === 'coproducer' && <span className="text-zinc-400"> · {roleLabel(i)}</span>}
                <span className="block text-xs text-zinc-400 md:hidden print:hidden">
                  {formatDate(i.occurred_at, 'UTC')} · {KIND[i.kind]} · payable {formatDate(i.payable_at, 'UTC')}
                </span>
              </td>
              <td className={clsx(cell, more)}>{KIND[i.kind]}</td>
              {COLUMNS.filter((c) => c.pick).map((c) => (
                <td key={c.label} className={clsx(cell, c.className, 'text-right tabular-nums text-zinc-300')}>
                  {formatMoney(c.pick!(i))}
                </td>
              ))}
              <td className={clsx(cell, 'text-right font-semibold tabular-nums text-white')}>
                {formatMoney(i.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

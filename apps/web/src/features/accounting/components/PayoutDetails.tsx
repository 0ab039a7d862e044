import { formatDateTime, type PayoutData } from '@beatmarket/shared';
import { Link } from 'react-router';
import { formatMoney, formatPeriod } from '../money';
import { PAYOUT_METHOD_LABEL } from './CreatePayoutDialog';

/** Who created, sent or cancelled the payout and when, with its method and note. */
export function PayoutHistory({ p }: { p: PayoutData }) {
  const by = (name: string | null) => (name ? ` by ${name}` : '');
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-zinc-400">Method</dt>
      <dd className="text-zinc-100">{PAYOUT_METHOD_LABEL[p.method]}</dd>
      <dt className="text-zinc-400">Created</dt>
      <dd className="text-zinc-100">
        {formatDateTime(p.created_at)}
        {by(p.created_by_name)}
      </dd>
      {p.sent_at && (
        <>
          <dt className="text-zinc-400">Sent</dt>
          <dd className="text-zinc-100">
            {formatDateTime(p.sent_at)}
            {by(p.sent_by_name)} · reference <span className="font-mono">{p.reference}</span>
          </dd>
        </>
      )}
      {p.cancelled_at && (
        <>
          <dt className="text-zinc-400">Cancelled</dt>
          <dd className="text-zinc-100">
            {formatDateTime(p.cancelled_at)}
            {by(p.cancelled_by_name)}
          </dd>
        </>
      )}
      {p.note && (
        <>
          <dt className="text-zinc-400">Note</dt>
          <dd className="text-zinc-100">{p.note}</dd>
        </>
      )}
    </dl>
  );
}

/** The statements the payout pays: producer, period, statement and amount. */
export function PayoutStatements({ id, payout }: { id: number; payout: PayoutData }) {
  return (
    <div className="overflow-x-auto rounded-2xl ring-1 ring-white/5">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Statements in payout {id}</caption>
        <thead className="bg-zinc-900/80 text-xs uppercase tracking-wider text-zinc-400">
          <tr>
            <th scope="col" className="px-3 py-2 sm:px-4">
              Producer
            </th>
            <th scope="col" className="px-3 py-2 max-sm:hidden sm:px-4">
              Period
            </th>
            <th scope="col" className="px-3 py-2 sm:px-4">
              Statement
            </th>
            <th scope="col" className="px-3 py-2 text-right sm:px-4">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {(payout.items ?? []).map((i) => (
            <tr key={i.statement_id} className="bg-zinc-950">
              <td className="px-3 py-2 sm:px-4">
                <span className="block font-medium text-white">{i.payee_name}</span>
                <span className="break-all text-xs text-zinc-400">{i.payee_email}</span>
              </td>
              <td className="whitespace-nowrap px-3 py-2 tabular-nums max-sm:hidden sm:px-4">{formatPeriod(i)}</td>
              <td className="px-3 py-2 sm:px-4">
                <Link to={`/income-statement/${i.statement_id}`} className="text-accent-300 hover:underline">
                  #{i.statement_id}
                </Link>
              </td>
              <td className="px-3 py-2 text-right tabular-nums text-white sm:px-4">{formatMoney(i.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

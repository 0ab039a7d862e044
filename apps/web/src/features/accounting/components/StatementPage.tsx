import { formatDateTime, isAdmin, isProducer, type StatementDetailData } from '@beatmarket/shared';
import { FileDown, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/Button';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api';
import { useProfile } from '../../../lib/auth/use-profile';
import { usePageTitle } from '../../../lib/use-page-title';
import { statementPdfHref, useStatement } from '../api/use-statement';
import { formatMoney, formatPeriod } from '../money';
import '../statement-print.css';
import { StatementItems } from './StatementItems';
import { StatusPill } from './StatusPill';

const pdfLink =
  'inline-flex h-10 items-center gap-2 rounded-full bg-accent-600 px-4 text-sm font-semibold text-white hover:bg-accent-700';

function TabTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

function Totals({ s }: { s: StatementDetailData }) {
  const lines: [string, number][] = [
    ['Gross sales', s.gross],
    ['Discounts', -s.discounts],
    ['Producer share', s.producer_share],
    ['Collaborators’ share', s.coproducer_share],
    ['House share', s.house_share],
    ['Refunds', s.refunds],
    ['Adjustments', s.adjustments],
  ];
  return (
    <dl className="space-y-2 rounded-3xl bg-zinc-900/60 p-6 text-sm ring-1 ring-white/5" aria-label="Statement totals">
      {lines.map(([label, cents]) => (
        <div key={label} className="flex justify-between gap-4 text-zinc-300">
          <dt>{label}</dt>
          <dd className="tabular-nums">{formatMoney(cents)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-white/10 pt-2 text-base font-semibold text-white">
        <dt>
          Amount due to {s.payee.name} ({s.currency})
        </dt>
        <dd className="tabular-nums">{formatMoney(s.amount)}</dd>
      </div>
    </dl>
  );
}

function PayoutState({ s, admin }: { s: StatementDetailData; admin: boolean }) {
  const p = s.payout;
  const payout = (id: number) =>
    admin ? (
      <Link to={`/accounting?tab=payouts&payout=${id}`} className="text-accent-300 hover:underline">
        payout #{id}
      </Link>
    ) : (
      `payout #${id}`
    );
  return (
    <section aria-label="Payment" className="rounded-3xl bg-zinc-900/60 p-6 text-sm text-zinc-300 ring-1 ring-white/5">
      <h2 className="mb-2 text-base font-semibold text-white">Payment</h2>
      {!p ? (
        <p>{s.status === 'open' ? 'This statement is still open.' : 'Not paid yet: this statement is in no payout.'}</p>
      ) : p.status === 'sent' ? (
        <p>
          Paid {p.sent_at ? `on ${formatDateTime(p.sent_at)} ` : ''}in {payout(p.id)}, reference{' '}
          <span className="font-mono text-white">{p.reference}</span>.
        </p>
      ) : (
        <p>In {payout(p.id)}, pending: the payment is being prepared.</p>
      )}
    </section>
  );
}

/** Why a statement is not shown: a forbidden one says so (a producer opening another's), else it is missing. */
function Refused({ id, error, producer }: { id: string; error: unknown; producer: boolean }) {
  const status = error instanceof ApiError ? error.status : 0;
  const text =
    status === 403
      ? 'You are not allowed to see this statement: it belongs to another producer.'
      : status === 404
        ? 'This statement does not exist.'
        : 'This statement could not be loaded.';
  return (
    <p className="py-16 text-center text-zinc-400">
      <TabTitle title={`Income statement ${id}`} />
      {text} {/* Statements are listed on a producer's dashboard; anyone else has their profile. */}
      <Link to={producer ? '/dashboard' : '/profile'} className="text-accent-300 hover:underline">
        {producer ? 'Your dashboard' : 'Your profile'}
      </Link>
    </p>
  );
}

/**
 * /income-statement/{id}: one statement with its payee, period, items, totals and payment; its payee and
 * administrators read it (the server refuses anyone else). Printable, and downloadable as a PDF.
 */
export function StatementPage() {
  const { id = '' } = useParams();
  const statement = useStatement(id);
  const { data: profile } = useProfile();
  if (statement.isLoading)
    return (
      <>
        <TabTitle title={`Income statement ${id}`} />
        <Spinner label="Loading the statement" />
      </>
    );
  if (!statement.data) return <Refused id={id} error={statement.error} producer={isProducer(profile?.role)} />;
  const s = statement.data;
  return (
    <article data-print-root className="flex max-w-6xl flex-col gap-6 [&>header]:mb-0">
      <PageHeader
        title={`Income statement #${s.id}`}
        subtitle={
          <>
            {s.payee.name} · {formatPeriod(s)} · <StatusPill status={s.status} />
          </>
        }
        actions={
          <div className="flex flex-wrap gap-3" data-print-hide>
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden />
              Print
            </Button>
            <a href={statementPdfHref(s.id)} download className={pdfLink}>
              <FileDown className="size-4" aria-hidden />
              Download PDF
            </a>
          </div>
        }
      />
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" aria-label="Statement">
        <dt className="text-zinc-400">Payee</dt>
        <dd className="break-all text-zinc-100">
          {s.payee.name} &lt;{s.payee.email}&gt;
        </dd>
        <dt className="text-zinc-400">Period</dt>
        <dd className="text-zinc-100">{formatPeriod(s)} (UTC)</dd>
        {s.closed_at && (
          <>
            <dt className="text-zinc-400">Closed</dt>
            <dd className="text-zinc-100">{formatDateTime(s.closed_at)}</dd>
          </>
        )}
      </dl>
      {s.items.length ? (
        <StatementItems items={s.items} />
      ) : (
        <p className="text-zinc-400">This statement has no items.</p>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <Totals s={s} />
        <PayoutState s={s} admin={isAdmin(profile?.role)} />
      </div>
    </article>
  );
}

import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

const num = (v: unknown) => Number(v ?? 0);
/** A range on a column: from the first instant of `from` to before the day after `to` (UTC). */
const within = (column: SQL, from?: string, to?: string) =>
  sql`${from ? sql`${column} >= ${from}::date` : sql`true`} and ${to ? sql`${column} < ${to}::date + 1` : sql`true`}`;

type Run = (q: SQL) => Promise<Record<string, unknown>[]>;

/** Per UTC month: each line sold once (gross, discounts), refunds of all payees, and shares net of refunds. */
async function revenueByMonth(run: Run, from?: string, to?: string) {
  const rows = await run(sql`
    with lines as (
      select to_char(min(le.created_at) at time zone 'UTC', 'YYYY-MM') as month, oi.line_total, oi.discount
      from ledger_entries le join order_items oi on oi.id = le.order_item_id
      where le.kind in ('sale', 'subscription') and ${within(sql`le.created_at at time zone 'UTC'`, from, to)}
      group by oi.id, oi.line_total, oi.discount
    ), money as (
      select to_char(created_at at time zone 'UTC', 'YYYY-MM') as month,
        sum(amount) filter (where kind = 'refund') as refunds,
        sum(amount) filter (where role = 'producer') as producer_share,
        sum(amount) filter (where role = 'coproducer') as coproducer_share,
        sum(amount) filter (where role = 'house') as house_share
      from ledger_entries
      where kind <> 'adjustment' and ${within(sql`created_at at time zone 'UTC'`, from, to)}
      group by 1
    ), sold as (select month, sum(line_total) as gross, sum(discount) as discounts from lines group by month)
    select m.month, s.gross, s.discounts, m.refunds, m.producer_share, m.coproducer_share, m.house_share
    from money m left join sold s on s.month = m.month
    order by m.month`);
  return rows.map((r) => ({
    month: String(r.month),
    gross: num(r.gross),
    discounts: num(r.discounts),
    refunds: num(r.refunds),
    producer_share: num(r.producer_share),
    coproducer_share: num(r.coproducer_share),
    house_share: num(r.house_share),
  }));
}

/** Each payee's unstated cents, and their statements with the status of the live payout paying each. */
async function balances(run: Run, payeeId?: number) {
  const only = (column: SQL) => (payeeId === undefined ? sql`true` : sql`${column} = ${payeeId}`);
  const [ledger, statements] = await Promise.all([
    run(sql`
      select le.payee_id, sum(le.amount) as amount from ledger_entries le
      where le.payee_id is not null and le.role <> 'house' and ${only(sql`le.payee_id`)}
        and not exists (select 1 from income_statement_items i where i.ledger_entry_id = le.id)
      group by le.payee_id`),
    run(sql`
      select s.payee_id, s.amount, s.status,
        (select p.status from payout_items pi join payouts p on p.id = pi.payout_id
          where pi.statement_id = s.id and pi.active limit 1) as payout_status
      from income_statements s where ${only(sql`s.payee_id`)}`),
  ]);
  return {
    ledger: ledger.map((r) => ({ payee_id: num(r.payee_id), amount: num(r.amount), stated: false })),
    statements: statements.map((r) => ({
      payee_id: num(r.payee_id),
      amount: num(r.amount),
      status: String(r.status),
      payout_status: r.payout_status === null ? null : String(r.payout_status),
    })),
  };
}

async function people(run: Run, ids: number[]) {
  if (!ids.length) return new Map<number, { name: string; email: string }>();
  const rows = await run(sql`
    select id, trim(first_name || ' ' || last_name) as name, email from users
    where id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`);
  return new Map(rows.map((r) => [num(r.id), { name: String(r.name), email: String(r.email) }]));
}

/** Closed periods: statements, what the payees are owed, and each sold line's gross and house share once. */
async function periods(run: Run, from?: string, to?: string) {
  const rows = await run(sql`
    select s.period_start::text as period_start, s.period_end::text as period_end, count(*) as statements,
      sum(s.amount) as amount,
      sum((select coalesce(sum(i.gross), 0) from income_statement_items i where i.statement_id = s.id
        and i.role = 'producer' and i.kind in ('sale', 'subscription'))) as gross,
      sum((select coalesce(sum(i.house_share), 0) from income_statement_items i where i.statement_id = s.id
        and i.role = 'producer' and i.kind in ('sale', 'subscription'))) as house_share
    from income_statements s
    where ${from ? sql`s.period_end >= ${from}::date` : sql`true`} and ${to ? sql`s.period_end <= ${to}::date` : sql`true`}
    group by s.period_start, s.period_end
    order by s.period_end desc, s.period_start desc`);
  return rows.map((r) => ({
    period_start: String(r.period_start),
    period_end: String(r.period_end),
    statements: num(r.statements),
    gross: num(r.gross),
    amount: num(r.amount),
    house_share: num(r.house_share),
  }));
}

/**
 * Membership charges the gateway took (issue 31), newest first: deferred until their period's split,
 * then split. The same rows the split reads (paid, money taken, not a credit), so both agree to the cent.
 */
async function membershipRevenue(run: Run, from?: string, to?: string, state?: 'deferred' | 'split') {
  const rows = await run(sql`
    select c.id, c.subscription_id, p.name as plan, trim(u.first_name || ' ' || u.last_name) as subscriber,
      c.paid_at, c.period_start, c.period_end, c.amount, c.split_at
    from subscription_charges c
    join subscriptions s on s.id = c.subscription_id
    join subscribables p on p.id = s.subscribable_id
    join users u on u.id = s.user_id
    where c.status = 'paid' and c.amount > 0 and c.payment_ref is not null
      and c.kind in ('initial', 'renewal', 'proration')
      and ${within(sql`c.paid_at at time zone 'UTC'`, from, to)}
      and ${state === 'deferred' ? sql`c.split_at is null` : state === 'split' ? sql`c.split_at is not null` : sql`true`}
    order by c.paid_at desc, c.id desc
    limit 5000`);
  const iso = (v: unknown) => new Date(v as string).toISOString();
  return rows.map((r) => {
    const amount = num(r.amount);
    const split = r.split_at !== null;
    return {
      charge_id: num(r.id),
      subscription_id: num(r.subscription_id),
      plan: String(r.plan),
      subscriber: String(r.subscriber),
      paid_at: iso(r.paid_at),
      period_start: iso(r.period_start),
      period_end: iso(r.period_end),
      amount,
      deferred: split ? 0 : amount,
      split: split ? amount : 0,
      split_at: split ? iso(r.split_at) : null,
    };
  });
}

/** The accounting reports' reads (issue 17): aggregates in the database, one query each. */
export function createAccountingReportsRepository(db: Db) {
  const run: Run = async (q) => rowsOf<Record<string, unknown>>(await db.execute(q));
  return {
    revenueByMonth: (from?: string, to?: string) => revenueByMonth(run, from, to),
    balances: (payeeId?: number) => balances(run, payeeId),
    people: (ids: number[]) => people(run, ids),
    periods: (from?: string, to?: string) => periods(run, from, to),
    membershipRevenue: (from?: string, to?: string, state?: 'deferred' | 'split') =>
      membershipRevenue(run, from, to, state),
  };
}
export type AccountingReportsRepository = ReturnType<typeof createAccountingReportsRepository>;

import {
  ADMIN,
  ADMIN_ONLY_RECORD,
  all,
  one,
  PRODUCERS,
  type PolicyRow,
  type Statuses,
} from './authorization.policy.js';
import type { Fixtures } from './authorization.fixtures.js';

/**
 * Accounting (issue 17, decisions 0035-0036); part of ENTITY_ROWS. Statements: a producer reads and
 * lists their own (another's statement is 403 by id), administrators all, buyers none; nothing edits or
 * deletes one. Payouts: administrators only.
 */
const api = '/private-api';
const at = `${api}/income_statement`;
const pay = `${api}/payout`;
/** The statement's payee ("producer") and administrators; everyone else refused (403, visitors 401). */
const OWN_STATEMENT: Statuses = [401, 403, 403, 200, 403, 200];
/** A generic call on a statement: it does not exist for those who may not read it; refused for those who may. */
const NO_CHANGE: Statuses = [404, 404, 404, 403, 404, 403];
const NO_CHANGE_PAYOUT: Statuses = [404, 404, 404, 404, 404, 403];
const today = () => new Date().toISOString().slice(0, 10);

type Ok = { status: number; body: { data: unknown } };
const data = <T>(res: Ok, what: string): T => {
  if (res.status !== 200) throw new Error(`Fixture ${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as T;
};
const statements = new WeakMap<Fixtures, Promise<number>>();

/** A statement of the producer (the table's fixtures sold one of their beats today): closed once, then reused. */
function ownStatement(fx: Fixtures): Promise<number> {
  let made = statements.get(fx);
  if (!made) {
    made = (async () => {
      const { admin } = fx.clients;
      data(await admin.post(`${at}/close`, { period_start: today(), period_end: today() }), 'close');
      const filter = encodeURIComponent(JSON.stringify({ payee_id: fx.ids.producer }));
      const [first] = data<{ id: number }[]>(await admin.get(`${at}/records?filter=${filter}`), 'statements');
      if (!first) throw new Error('Fixture statement: the producer has no statement');
      return first.id;
    })();
    statements.set(fx, made);
  }
  return made;
}

/** A pending payout of a fresh statement (an adjustment to the other producer, closed today). */
async function freshPayout(fx: Fixtures): Promise<number> {
  const { admin } = fx.clients;
  const other = data<{ id: number }>(await fx.clients.otherProducer.get(`${api}/profile`), 'profile').id;
  data(await admin.post(`${at}/adjustment`, { payee_id: other, amount: 100, note: 'Table payout' }), 'adjustment');
  const closed = data<{ statement_ids: number[] }>(
    await admin.post(`${at}/close`, { period_start: today(), period_end: today() }),
    'close',
  );
  const statement = closed.statement_ids.at(-1)!;
  return data<{ id: number }>(
    await admin.post(`${pay}/create`, { statement_ids: [statement], method: 'bank' }),
    'payout',
  ).id;
}
const payouts = new WeakMap<Fixtures, Promise<number>>();
const payout = (fx: Fixtures) => {
  if (!payouts.has(fx)) payouts.set(fx, freshPayout(fx));
  return payouts.get(fx)!;
};

const listed = (url: string, live: Statuses): PolicyRow['cases'] => [
  { req: () => ({ url }), expect: live },
  { on: 'archived', req: () => ({ url: `${url}?archived=1` }), expect: ADMIN },
];

export const ACCOUNTING_ROWS: PolicyRow[] = [
  { route: `GET ${at}/records`, cases: listed(`${at}/records`, PRODUCERS) },
  { route: `GET ${at}/export`, cases: listed(`${at}/export`, ADMIN) },
  { route: `POST ${at}/create`, cases: one(() => ({ url: `${at}/create`, body: {} }), [401, 403, 403, 403, 403, 403]) },
  { route: `GET ${at}/:id`, cases: one(async (fx) => ({ url: `${at}/${await ownStatement(fx)}` }), OWN_STATEMENT) },
  {
    route: `GET ${at}/:id(^\\d+$)`,
    cases: one(async (fx) => ({ url: `${at}/${await ownStatement(fx)}` }), OWN_STATEMENT),
  },
  {
    route: `GET ${at}/:id/pdf`,
    cases: one(async (fx) => ({ url: `${at}/${await ownStatement(fx)}/pdf` }), OWN_STATEMENT),
  },
  { route: `DELETE ${at}/:id`, cases: one(async (fx) => ({ url: `${at}/${await ownStatement(fx)}` }), NO_CHANGE) },
  {
    route: `POST ${at}/:id/restore`,
    cases: one(async (fx) => ({ url: `${at}/${await ownStatement(fx)}/restore` }), NO_CHANGE),
  },
  {
    route: `POST ${at}/:id/save`,
    cases: one(
      async (fx) => ({ url: `${at}/${await ownStatement(fx)}/save`, body: { field: 'amount', value: 1 } }),
      NO_CHANGE,
    ),
  },
  {
    route: `POST ${at}/:id/stat/:stat`,
    cases: one(async (fx) => ({ url: `${at}/${await ownStatement(fx)}/stat/played` }), all(404)),
  },
  {
    route: `POST ${at}/close`,
    cases: one(() => ({ url: `${at}/close`, body: { period_start: today(), period_end: today() } }), ADMIN),
  },
  {
    route: `POST ${at}/adjustment`,
    cases: one(
      (fx) => ({ url: `${at}/adjustment`, body: { payee_id: fx.ids.producer, amount: 1, note: 'Table adjustment' } }),
      ADMIN,
    ),
  },

  { route: `GET ${pay}/records`, cases: listed(`${pay}/records`, ADMIN) },
  { route: `GET ${pay}/export`, cases: listed(`${pay}/export`, ADMIN) },
  // Refused bodies for administrators: the permission is checked first.
  {
    route: `POST ${pay}/create`,
    cases: one(
      () => ({ url: `${pay}/create`, body: { statement_ids: [], method: 'bank' } }),
      [401, 403, 403, 403, 403, 422],
    ),
  },
  { route: `GET ${pay}/:id`, cases: one(async (fx) => ({ url: `${pay}/${await payout(fx)}` }), ADMIN_ONLY_RECORD) },
  { route: `GET ${pay}/:id/csv`, cases: one(async (fx) => ({ url: `${pay}/${await payout(fx)}/csv` }), ADMIN) },
  { route: `DELETE ${pay}/:id`, cases: one(async (fx) => ({ url: `${pay}/${await payout(fx)}` }), NO_CHANGE_PAYOUT) },
  {
    route: `POST ${pay}/:id/restore`,
    cases: one(async (fx) => ({ url: `${pay}/${await payout(fx)}/restore` }), NO_CHANGE_PAYOUT),
  },
  {
    route: `POST ${pay}/:id/save`,
    cases: one(
      async (fx) => ({ url: `${pay}/${await payout(fx)}/save`, body: { field: 'reference', value: 'x' } }),
      NO_CHANGE_PAYOUT,
    ),
  },
  {
    route: `POST ${pay}/:id/stat/:stat`,
    cases: one(async (fx) => ({ url: `${pay}/${await payout(fx)}/stat/played` }), all(404)),
  },
  // Each viewer gets a fresh pending payout: only administrators send or cancel one.
  {
    route: `POST ${pay}/:id/send`,
    cases: one(
      async (fx) => ({ url: `${pay}/${await freshPayout(fx)}/send`, body: { reference: 'TABLE-1' } }),
      ADMIN_ONLY_RECORD,
    ),
  },
  {
    route: `POST ${pay}/:id/cancel`,
    cases: one(async (fx) => ({ url: `${pay}/${await freshPayout(fx)}/cancel` }), ADMIN_ONLY_RECORD),
  },
];

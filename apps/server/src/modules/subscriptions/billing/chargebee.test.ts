import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscribableData, SubscriptionData } from '@beatmarket/shared';
import { MANAGED_BY_CHARGEBEE } from '../subscriptions.service.js';
import { clientsByRole, createTestContext, DEMO_LOGINS, type TestContext } from '../../../../test/helpers.js';
import { api, makePlan, record, subscribe } from '../../../../test/fixtures/billing.js';

/**
 * Chargebee by configuration (issue 19, decision 0051): the adapter's HTTP calls go to a local server
 * standing in for Chargebee's API; its webhook is called through app.inject with basic auth.
 */
const USER = 'chargebee-hook';
const PASSWORD = 'a-long-webhook-password-0001';
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
interface Seen {
  path: string;
  auth: string | undefined;
  form: URLSearchParams;
}
const seen: Seen[] = [];
let failNext: string | null = null;
/** What the stand-in Chargebee holds: the webhook reads these back (issue 31), not the event's body. */
const held = { subscriptions: new Map<string, object>(), invoices: new Map<string, object>() };
/** Each event tells the truth unless a test says otherwise: the stand-in then holds what it names. */
let holdFromEvents = true;
let chargebee: Server;
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'admin'>>>;
let plan: SubscribableData;
let sub: SubscriptionData;

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => resolve(body));
  });

beforeAll(async () => {
  chargebee = createServer((req, res) => {
    void read(req).then((body) => {
      seen.push({ path: req.url ?? '', auth: req.headers.authorization, form: new URLSearchParams(body) });
      res.setHeader('content-type', 'application/json');
      if (failNext) {
        res.statusCode = 400;
        res.end(JSON.stringify({ message: failNext, api_error_code: 'resource_not_found' }));
        failNext = null;
      } else if (req.method === 'GET' && /^\/api\/v2\/(subscriptions|invoices)\//.test(req.url ?? '')) {
        const [, kind, id] = /^\/api\/v2\/(subscriptions|invoices)\/(.+)$/.exec(req.url!)!;
        const found = held[kind as 'subscriptions' | 'invoices'].get(decodeURIComponent(id!));
        res.statusCode = found ? 200 : 404;
        res.end(JSON.stringify(found ? { [kind === 'invoices' ? 'invoice' : 'subscription']: found } : {}));
      } else if (req.url === '/api/v2/hosted_pages/checkout_new_for_items')
        res.end(JSON.stringify({ hosted_page: { id: 'hp_1', url: 'https://acme.chargebee.com/pages/v3/hp_1/' } }));
      else if (req.url === '/api/v2/portal_sessions')
        res.end(JSON.stringify({ portal_session: { access_url: 'https://acme.chargebee.com/portal/v2/access/ps_1' } }));
      else {
        res.statusCode = 404;
        res.end(JSON.stringify({ message: 'Sorry, we could not find that resource' }));
      }
    });
  });
  await new Promise<void>((resolve) => chargebee.listen(0, '127.0.0.1', resolve));
  const port = (chargebee.address() as AddressInfo).port;
  t = await createTestContext({
    RATE_LIMIT_SCALE: '10',
    CHARGEBEE_SITE: `http://127.0.0.1:${port}`,
    CHARGEBEE_API_KEY: 'test_cb_key',
    CHARGEBEE_WEBHOOK_USER: USER,
    CHARGEBEE_WEBHOOK_PASSWORD: PASSWORD,
  });
  c = await clientsByRole(t.app, '10.79.0', ['buyer', 'producer', 'admin']);
  await t.app.services.payments.warmUp?.();
  plan = await makePlan(c.admin, { price: 2500 });
  sub = await subscribe(c.buyer, plan.id);
}, 500_000);
afterAll(async () => {
  await t.close();
  chargebee.close();
});

function hold(payload: unknown) {
  const { content, event_type } = payload as {
    event_type?: string;
    content?: { subscription?: { id: string }; invoice?: { id: string } };
  };
  const due = event_type === 'payment_failed' ? 1 : 0;
  if (content?.subscription)
    held.subscriptions.set(content.subscription.id, {
      ...content.subscription,
      customer_id: `bm-user-${sub.user.id}`,
      due_invoices_count: due,
    });
  if (content?.invoice && content.subscription)
    held.invoices.set(content.invoice.id, { ...content.invoice, subscription_id: content.subscription.id });
}
const hook = (payload: unknown, auth = basic(USER, PASSWORD)) => {
  if (holdFromEvents) hold(payload);
  return t.app.inject({
    method: 'POST',
    url: `${api}/chargebee`,
    headers: { authorization: auth },
    payload: payload as object,
  });
};
const term = (start: string, end: string) => ({
  current_term_start: Date.parse(start) / 1000,
  current_term_end: Date.parse(end) / 1000,
});
let eventNo = 0;
const event = (type: string, status: string, extra: Record<string, unknown> = {}) => ({
  id: `ev_test_${++eventNo}`,
  event_type: type,
  api_version: 'v2',
  content: { subscription: { id: `bm-sub-${sub.id}`, customer_id: 'x', status, ...extra } },
});

describe('hosted pages', () => {
  it('opens a hosted checkout for the subscriber through the hosted_pages API', async () => {
    const res = await c.buyer.get<{ url: string }>(`${api}/subscription/${sub.id}/chargebee/checkout`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.url).toBe('https://acme.chargebee.com/pages/v3/hp_1/');
    expect((res.body as { redirect?: string }).redirect).toBe(res.body.data.url);
    const call = seen.at(-1)!;
    expect(call.path).toBe('/api/v2/hosted_pages/checkout_new_for_items');
    expect(call.auth).toBe(basic('test_cb_key', ''));
    expect(Object.fromEntries(call.form)).toMatchObject({
      'subscription[id]': `bm-sub-${sub.id}`,
      'subscription_items[item_price_id][0]': `beatmarket-plan-${plan.id}`,
      'customer[email]': DEMO_LOGINS.buyer,
      redirect_url: `${t.config.publicUrl}/subscription/${sub.id}`,
    });
  });

  it('opens pages for the subscriber only, knows two pages, and says why it cannot open one', async () => {
    expect((await c.visitor.get(`${api}/subscription/${sub.id}/chargebee/checkout`)).status).toBe(401);
    expect((await c.producer.get(`${api}/subscription/${sub.id}/chargebee/checkout`)).status).toBe(404);
    expect((await c.admin.get(`${api}/subscription/${sub.id}/chargebee/checkout`)).status).toBe(403);
    expect((await c.buyer.get(`${api}/subscription/${sub.id}/chargebee/invoices`)).status).toBe(404);
    const portal = await c.buyer.get(`${api}/subscription/${sub.id}/chargebee/portal`);
    expect(portal.status).toBe(409);
    expect(portal.body.response_data?.error).toBe('This subscription is not billed by Chargebee.');
    failNext = 'item_price beatmarket-plan-1 not found';
    const refused = await c.buyer.get(`${api}/subscription/${sub.id}/chargebee/checkout`);
    expect(refused.status).toBe(409);
    expect(refused.body.response_data?.error).toContain('not found');
  });
});

describe('webhook', () => {
  it('refuses calls without the webhook credentials (401, before reading the body)', async () => {
    const none = await t.app.inject({ method: 'POST', url: `${api}/chargebee`, payload: { id: 'x' } });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Basic realm="chargebee"');
    expect(
      (await hook(event('subscription_created', 'active'), basic(USER, 'wrong-password-0000000'))).statusCode,
    ).toBe(401);
    const garbled = await t.app.inject({
      method: 'POST',
      url: `${api}/chargebee`,
      headers: { authorization: basic(USER, 'x'), 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(garbled.statusCode).toBe(401);
    expect((await hook({ nothing: true })).statusCode).toBe(400);
    expect((await record(t, sub.id)).row.provider).toBe('builtin');
  });

  it('links the subscription on its first event, applies each event once, and moves it through the same states', async () => {
    const created = event('subscription_created', 'active', term('2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'));
    const first = await hook(created);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    let r = await record(t, sub.id);
    expect(r.row).toMatchObject({ provider: 'chargebee', providerRef: `bm-sub-${sub.id}`, status: 'active' });
    expect(r.row.currentPeriodEnd.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    // The built-in engine no longer bills it.
    expect((await t.app.services.billing.jobs.of(sub.id)).filter((j) => !j.doneAt)).toEqual([]);
    // Nor are its changes made here: they would not reach Chargebee's charges.
    for (const [action, body] of [
      ['cancel', {}],
      ['change', { subscribable_id: plan.id }],
      ['payment_method', { payment: { method: 'card', number: '4242424242424242', expiry: '12/40', cvc: '123' } }],
    ] as const) {
      const refused = await c.buyer.post(`${api}/subscription/${sub.id}/${action}`, body);
      expect(refused.status, action).toBe(409);
      expect(refused.body.response_data?.error).toBe(MANAGED_BY_CHARGEBEE);
    }
    const events = r.events.length;
    expect((await hook(created)).json()).toEqual({ received: true, duplicate: true });
    expect((await record(t, sub.id)).events.length).toBe(events);

    await hook({
      ...event('payment_failed', 'active'),
      content: {
        ...event('x', 'active').content,
        transaction: { id: 'txn_9', amount: 2500, failure_reason: 'Card expired' },
      },
    });
    r = await record(t, sub.id);
    expect(r.row.status).toBe('past_due');
    // The declined attempt is a charge row, as the built-in engine's declines are.
    expect(r.charges.at(-1)).toMatchObject({
      idempotencyKey: 'chargebee:failed:txn_9',
      amount: 2500,
      status: 'failed',
      failureReason: 'Card expired',
    });
    const renewed = event('subscription_renewed', 'active', term('2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z'));
    await hook({
      ...renewed,
      content: { ...renewed.content, invoice: { id: 'inv_7', amount_paid: 2500, status: 'paid' } },
    });
    r = await record(t, sub.id);
    expect(r.row.status).toBe('active');
    expect(r.charges.at(-1)).toMatchObject({ idempotencyKey: 'chargebee:inv_7', amount: 2500, status: 'paid' });
    await hook(event('subscription_cancellation_scheduled', 'non_renewing'));
    expect((await record(t, sub.id)).row.status).toBe('cancelled');
    await hook(event('subscription_cancelled', 'cancelled'));
    r = await record(t, sub.id);
    expect(r.row.status).toBe('ended');
    expect(r.events.map((e) => e.kind).slice(-4)).toEqual(['charge_failed', 'renewed', 'cancel_requested', 'ended']);
    // An event about a subscription that is not ours is acknowledged and ignored.
    const other = {
      ...event('subscription_created', 'active'),
      content: { subscription: { id: 'cb_elsewhere', status: 'active' } },
    };
    expect((await hook(other)).json()).toEqual({ received: true, ignored: true });
  });

  it('opens the customer portal once Chargebee bills the subscription', async () => {
    const res = await c.buyer.get<{ url: string }>(`${api}/subscription/${sub.id}/chargebee/portal`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.url).toBe('https://acme.chargebee.com/portal/v2/access/ps_1');
    expect(seen.at(-1)!.form.get('customer[id]')).toBe(`bm-user-${sub.user.id}`);
  });
});

describe('webhook bodies are not believed (issue 31)', () => {
  it('acts on what Chargebee answers for the subscription and invoice, not on what the event says', async () => {
    const other = await makePlan(c.admin, { price: 3000 });
    const mine = await subscribe(c.buyer, other.id);
    const ref = `bm-sub-${mine.id}`;
    const when = term('2026-04-01T00:00:00Z', '2026-05-01T00:00:00Z');
    holdFromEvents = false;
    try {
      held.subscriptions.set(ref, { id: ref, customer_id: `bm-user-${mine.user.id}`, status: 'active', ...when });
      held.invoices.set('inv_true', { id: 'inv_true', subscription_id: ref, status: 'paid', amount_paid: 3000 });
      // The event claims a huge payment and an ended subscription; Chargebee says 30.00 and active.
      const lying = {
        id: 'ev_lie_1',
        event_type: 'subscription_renewed',
        content: {
          subscription: { id: ref, status: 'cancelled', ...when },
          invoice: { id: 'inv_true', amount_paid: 99_999_999, status: 'paid' },
        },
      };
      expect((await hook(lying)).json()).toEqual({ received: true });
      let r = await record(t, mine.id);
      expect(r.row.status).toBe('active');
      expect(r.charges.at(-1)).toMatchObject({ idempotencyKey: 'chargebee:inv_true', amount: 3000, status: 'paid' });
      // A decline Chargebee does not confirm (nothing is owed) moves nothing.
      const decline = {
        id: 'ev_lie_2',
        event_type: 'payment_failed',
        content: { subscription: { id: ref, status: 'active' }, transaction: { id: 'txn_x', amount: 3000 } },
      };
      await hook(decline);
      r = await record(t, mine.id);
      expect(r.row.status).toBe('active');
      expect(r.charges.filter((ch) => ch.status === 'failed')).toEqual([]);
      // A subscription Chargebee does not hold, or holds for another customer, is ignored.
      held.subscriptions.set(ref, { id: ref, customer_id: 'bm-user-999999', status: 'cancelled', ...when });
      const stranger = {
        id: 'ev_lie_3',
        event_type: 'subscription_cancelled',
        content: { subscription: { id: ref, status: 'cancelled' } },
      };
      expect((await hook(stranger)).json()).toEqual({ received: true, ignored: true });
      expect((await record(t, mine.id)).row.status).toBe('active');
      const calls = seen.filter((x) => x.path === `/api/v2/subscriptions/${ref}`);
      expect(calls.length).toBe(3);
      expect(calls[0]!.auth).toBe(basic('test_cb_key', ''));
    } finally {
      holdFromEvents = true;
    }
  });
});

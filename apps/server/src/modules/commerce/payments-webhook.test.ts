import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';

const WEBHOOK_SECRET = 'whsec_test_secret_for_webhooks';
let t: TestContext;
let orderId: number;

beforeAll(async () => {
  t = await createTestContext({
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_offline',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_offline',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  const [buyer] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'buyer@beatmarket.test'));
  const [made] = await t.database.db
    .insert(orders)
    .values({
      userId: buyer!.id,
      idempotencyKey: 'webhook-test-order-0001',
      status: 'fulfilled',
      subtotal: 4999,
      total: 4999,
      address: {},
      paymentProvider: 'stripe',
      paymentRef: 'pi_test_123',
    })
    .returning({ id: orders.id });
  orderId = made!.id;
});
afterAll(() => t.close());

const send = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/webhooks/payments',
    payload,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });
const event = (type: string, object: Record<string, unknown>) =>
  JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } });

describe('the Stripe webhook', () => {
  it('refuses a missing or forged signature and changes nothing', async () => {
    const payload = event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_test_123' });
    expect((await send(payload)).statusCode).toBe(400);
    const forged = new Stripe('sk_test_offline').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_someone_else',
    });
    expect((await send(payload, forged)).statusCode).toBe(400);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o!.status).toBe('fulfilled');
  });

  it('applies a signed refund to the order, with an event row', async () => {
    const payload = event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_test_123' });
    const signature = new Stripe('sk_test_offline').webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    });
    const res = await send(payload, signature);
    expect(res.statusCode).toBe(200);
    const [o] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o!.status).toBe('refunded');
  });

  it('tells the browser to use the Stripe form', async () => {
    const boot = await t.app.inject({ method: 'GET', url: '/private-api/supporting-data' });
    expect(boot.json().data.payments).toEqual({ provider: 'stripe', publishable_key: 'pk_test_offline' });
  });
});

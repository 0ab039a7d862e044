import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SubscribableData, SubscriptionData } from '@beatmarket/shared';
import { mailOutbox, subscriptionCharges, subscriptionEvents, subscriptions } from '../../../db/schema/index.js';
import type { Client, TestContext } from '../../../../test/helpers.js';
import { createSubscriptionsRepository } from '../subscriptions.repository.js';
import { createBillingEngine } from './billing.engine.js';
import { createBillingRepository } from './billing.repository.js';
import { createSubscriptionJobsRepository } from './jobs.repository.js';
import type { SavedCardCharger } from './renewal.js';

/** Test helpers of the billing engine's tests: plans, subscribing, and what the database recorded. */
export const api = '/private-api';
export const TEST_CARD = '4242424242424242';
export const DECLINING_CARD = '4000000000000002';
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
const card = (number: string) => ({ method: 'card', number, expiry: '12/40', cvc: '123' });

export async function makePlan(admin: Client, fields: Record<string, unknown>): Promise<SubscribableData> {
  const licences = await admin.get<{ id: number; type: string }[]>(`${api}/license/records?per_page=100`);
  const licence = licences.body.data.find((l) => l.type === 'inner_circle') ?? licences.body.data[0]!;
  const res = await admin.post<SubscribableData>(`${api}/subscribable/create`, {
    name: `Plan ${randomBytes(3).toString('hex')}`,
    description: '',
    price: 1000,
    interval: 'month',
    trial_days: 0,
    allowance: 3,
    license_id: licence.id,
    producer_id: null,
    published: true,
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

export async function subscribe(who: Client, planId: number, number = TEST_CARD): Promise<SubscriptionData> {
  const res = await who.post<SubscriptionData>(`${api}/subscribable/${planId}/subscribe`, {
    idempotency_key: randomBytes(12).toString('hex'),
    address,
    payment: card(number),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

export const newCard = (who: Client, id: number, number = TEST_CARD) =>
  who.post<SubscriptionData>(`${api}/subscription/${id}/payment_method`, { payment: card(number) });

/** What the database holds of one subscription: its row, charges (oldest first), events, and mails by template. */
export async function record(t: TestContext, id: number) {
  const db = t.database.db;
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  const charges = await db
    .select()
    .from(subscriptionCharges)
    .where(eq(subscriptionCharges.subscriptionId, id))
    .orderBy(subscriptionCharges.id);
  const events = await db
    .select()
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, id))
    .orderBy(subscriptionEvents.id);
  return { row: row!, charges, events };
}

/** Mails of a template whose body links to this subscription (or plan, for the ended mail). */
export async function mails(t: TestContext, template: string, link: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, template), like(mailOutbox.html, `%${link}"%`)));
}

/** A second billing engine on the same database: another worker process, with its own gateway if given. */
export function secondEngine(t: TestContext, clock: () => Date, gateway?: SavedCardCharger) {
  const db = t.database.db;
  const s = t.app.services;
  return createBillingEngine({
    repo: createBillingRepository(db),
    jobs: createSubscriptionJobsRepository(db),
    gateway: gateway ?? s.payments,
    mail: s.mail,
    transition: createSubscriptionsRepository(db, clock).transition,
    now: clock,
    publicUrl: t.config.publicUrl,
    log: t.app.log,
    producerPercent: t.config.producerSharePercent,
  });
}

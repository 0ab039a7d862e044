import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceOrdersReportRow, ServiceOrderSummary } from '@beatmarket/shared';
import { clientsByRole, DEMO_LOGINS, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir } from '../../../test/media-helpers.js';
import { api, serviceOrderKit } from '../../../test/service-order-helpers.js';

// Decision 0097: each side's list says bought or sold; administrators see every order and a report of
// counts and sums by kind and state, the money captured and refunded included.
type Role = 'buyer' | 'producer' | 'producer2' | 'admin';
let t: TestContext;
let as: Record<Role | 'visitor', Client>;
const k = serviceOrderKit(() => t);

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir() });
  as = await clientsByRole(t.app, '10.88.4', ['buyer', 'producer', 'producer2', 'admin']);
});
afterAll(() => t.close());

const list = async (c: Client, all = false) =>
  (await c.get<ServiceOrderSummary[]>(`${api}/service-orders${all ? '?all=1' : ''}`)).body.data;
const report = async () => (await as.admin.get<ServiceOrdersReportRow[]>(`${api}/service-orders/report`)).body.data;
const row = (rows: ServiceOrdersReportRow[], kind: string, status: string) =>
  rows.find((r) => r.kind === kind && r.status === status) ?? { count: 0, agreed: 0, paid: 0, refunded: 0 };

describe('bought and sold', () => {
  it('each side sees the order on its own side; another seller does not see it', async () => {
    const producerId = await k.userId(DEMO_LOGINS.producer);
    const made = await k.request(as.buyer, { kind: 'custom_beat', producer_id: producerId });
    expect((await list(as.buyer)).find((o) => o.id === made.id)?.side).toBe('bought');
    expect((await list(as.producer)).find((o) => o.id === made.id)?.side).toBe('sold');
    expect((await list(as.producer2)).find((o) => o.id === made.id)).toBeUndefined();
    // Administrators sell the house's packages, and see every order (with no side in others').
    const house = await k.request(as.buyer, { kind: 'mix_master', service_id: await k.houseService() });
    expect((await list(as.admin)).find((o) => o.id === house.id)?.side).toBe('sold');
    expect((await list(as.admin, true)).find((o) => o.id === made.id)?.side).toBeNull();
    expect((await as.producer.get(`${api}/service-orders?all=1`)).status).toBe(403);
  });
});

describe('the administrators’ report', () => {
  it('counts and sums by kind and state, paid and refunded to the cent; refused to everyone else', async () => {
    for (const c of [as.buyer, as.producer, as.producer2])
      expect((await c.get(`${api}/service-orders/report`)).status).toBe(403);
    expect((await as.visitor.get(`${api}/service-orders/report`)).status).toBe(401);
    const before = await report();
    const offer = await as.producer.post<{ id: number }>(`${api}/service-offers`, {
      title: 'Report beat',
      price: 10001,
    });
    const kept = await k.request(as.buyer, { kind: 'custom_beat', offer_id: offer.body.data.id });
    expect((await k.checkout(as.buyer)).status).toBe(200);
    const dropped = await k.request(as.buyer, { kind: 'custom_beat', offer_id: offer.body.data.id });
    expect((await k.checkout(as.buyer)).status).toBe(200);
    expect((await k.step(as.admin, dropped.id, 'cancel')).status).toBe(200);
    const after = await report();
    const paid = row(after, 'custom_beat', 'deposit_paid');
    const was = row(before, 'custom_beat', 'deposit_paid');
    expect(paid.count - was.count).toBe(1);
    expect(paid.agreed - was.agreed).toBe(10001);
    expect(paid.paid - was.paid).toBe(5000);
    const cancelled = row(after, 'custom_beat', 'cancelled');
    const wasCancelled = row(before, 'custom_beat', 'cancelled');
    expect(cancelled.refunded - wasCancelled.refunded).toBe(5000);
    expect(cancelled.paid - wasCancelled.paid).toBe(0);
    expect(kept.id).not.toBe(dropped.id);
  });
});

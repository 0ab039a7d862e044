import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceOrderSummary } from '@beatmarket/shared';
import { clientsByRole, DEMO_LOGINS, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir } from '../../../test/media-helpers.js';
import { api, serviceOrderKit } from '../../../test/service-order-helpers.js';

// Issue 34 (decision 0088): the mix-and-master flow end to end, and who may take each step.
type Role = 'buyer' | 'producer' | 'producer2' | 'admin';
let t: TestContext;
let as: Record<Role | 'visitor', Client>;
const k = serviceOrderKit(() => t);
const due = '2099-01-31';

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir() });
  as = await clientsByRole(t.app, '10.88.1', ['buyer', 'producer', 'producer2', 'admin']);
});
afterAll(() => t.close());

/** A custom beat asked of the producer: the buyer, the producer as seller, producer2 as another seller. */
async function customBeat() {
  const producerId = await k.userId(DEMO_LOGINS.producer);
  return k.request(as.buyer, { kind: 'custom_beat', producer_id: producerId, tempo: 92, key: 'A minor', mood: 'Dark' });
}

describe('requests', () => {
  it('need a signed-in account, a real offer and a valid brief', async () => {
    const service_id = await k.houseService();
    expect(
      (await as.visitor.post(`${api}/service-orders`, { kind: 'mix_master', service_id, notes: 'x' })).status,
    ).toBe(401);
    const bad = await as.buyer.post<unknown>(`${api}/service-orders`, {
      kind: 'mix_master',
      notes: '',
      tempo: 9,
      references: ['not a link'],
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toMatch(/service_id/);
    expect(
      (await as.buyer.post(`${api}/service-orders`, { kind: 'mix_master', service_id: 999999, notes: 'x' })).status,
    ).toBe(404);
    const self = await k.userId(DEMO_LOGINS.producer);
    expect(
      (await as.producer.post(`${api}/service-orders`, { kind: 'custom_beat', producer_id: self, notes: 'x' })).status,
    ).toBe(422);
    expect(
      (await as.buyer.post(`${api}/service-orders`, { kind: 'feature', feature_item_id: 999999, notes: 'x' })).status,
    ).toBe(404);
    const forged = await as.buyer.post(`${api}/service-orders`, {
      kind: 'mix_master',
      service_id,
      notes: 'x',
      file_tokens: ['forged'],
    });
    expect(forged.status).toBe(422);
    // A link is checked after it is completed: another scheme is refused by name, not stored.
    const script = await as.buyer.post<unknown>(`${api}/service-orders`, {
      kind: 'mix_master',
      service_id,
      notes: 'x',
      references: ['javascript:alert(1)'],
    });
    expect(script.status).toBe(422);
    expect(JSON.stringify(script.body)).toMatch(/Enter a link/);
  });

  it('keep the brief and its files, for the buyer and the seller only', async () => {
    const token = await k.file(as.buyer, 'service_brief');
    const made = await k.request(as.buyer, {
      kind: 'mix_master',
      service_id: await k.houseService(),
      // As people type it (spec §5 URL input): stored with https://.
      references: ['example.com/ref', 'http://example.org/b'],
      tempo: 120,
      deadline: due,
      file_tokens: [token],
    });
    expect(made).toMatchObject({ status: 'requested', seller: 'Beatmarket', role: 'buyer', brief: { tempo: 120 } });
    expect(made.brief.references).toEqual(['https://example.com/ref', 'http://example.org/b']);
    expect(made.events[0]!.files[0]).toMatchObject({ name: 'stems.wav', href: expect.stringMatching(/^\/download\//) });
    // A token is its uploader's: another account cannot attach it.
    expect(
      (
        await as.producer.post(`${api}/service-orders`, {
          kind: 'mix_master',
          service_id: 1,
          notes: 'x',
          file_tokens: [token],
        })
      ).status,
    ).toBe(422);
  });
});

describe('permissions per role', () => {
  it('the thread is the buyer’s, the seller’s and administrators’; others see nothing', async () => {
    const o = await customBeat();
    expect((await k.view(as.visitor, o.id)).status).toBe(401);
    expect((await k.view(as.producer2, o.id)).status).toBe(404);
    expect((await k.view(as.buyer, o.id)).body.data.actions).toEqual(['message']);
    expect((await k.view(as.producer, o.id)).body.data.actions).toEqual(['message', 'quote', 'decline']);
    expect((await k.view(as.admin, o.id)).body.data).toMatchObject({ role: 'admin', actions: ['cancel'] });
  });

  it('each step is taken only by its side', async () => {
    const o = await customBeat();
    const quote = { price: 30001, due_at: due, revisions: 1 };
    for (const c of [as.buyer, as.producer2, as.visitor])
      expect([401, 403, 404]).toContain((await k.step(c, o.id, 'quote', quote)).status);
    expect((await k.step(as.admin, o.id, 'quote', quote)).status).toBe(403);
    expect((await k.step(as.producer, o.id, 'quote', { price: 5, due_at: 'soon' })).status).toBe(422);
    expect((await k.step(as.producer, o.id, 'quote', quote)).status).toBe(200);
    // Out of turn: the order has moved on.
    expect((await k.step(as.producer, o.id, 'quote', quote)).status).toBe(409);
    expect((await k.step(as.producer, o.id, 'accept')).status).toBe(403);
    expect((await k.step(as.producer2, o.id, 'accept')).status).toBe(404);
    expect((await k.step(as.buyer, o.id, 'accept')).status).toBe(200);
    expect((await k.step(as.buyer, o.id, 'deliver', { body: 'v1' })).status).toBe(403);
    for (const c of [as.buyer, as.producer]) expect((await k.step(c, o.id, 'cancel')).status).toBe(403);
    // Cancelled before it was paid: its deposit leaves the buyer's cart.
    expect((await k.step(as.admin, o.id, 'cancel')).body.data).toMatchObject({ status: 'cancelled', milestones: [] });
  });

  it('lists: each account its own orders; all of them for administrators only', async () => {
    const o = await customBeat();
    const ids = async (c: Client, q = '') =>
      (await c.get<ServiceOrderSummary[]>(`${api}/service-orders${q}`)).body.data.map((r) => r.id);
    expect(await ids(as.buyer)).toContain(o.id);
    expect(await ids(as.producer)).toContain(o.id);
    expect(await ids(as.producer2)).not.toContain(o.id);
    expect(await ids(as.admin, '?all=1')).toContain(o.id);
    expect((await as.producer.get(`${api}/service-orders?all=1`)).status).toBe(403);
    expect((await as.visitor.get(`${api}/service-orders`)).status).toBe(401);
  });

  it('a declined request takes no further step', async () => {
    const o = await customBeat();
    expect((await k.step(as.producer, o.id, 'decline', { reason: 'Fully booked' })).body.data.status).toBe('declined');
    expect((await k.step(as.producer, o.id, 'quote', { price: 1000, due_at: due })).status).toBe(409);
    expect((await k.step(as.buyer, o.id, 'messages', { body: 'Why?' })).status).toBe(409);
  });
});

describe('a mix and master, from stems to download', () => {
  // Seven uploads and two checkouts: slow on a shared machine, so a longer limit.
  it('quote, deposit, version, revision, acceptance, balance, files unlocked', { timeout: 90_000 }, async () => {
    const o = await k.request(as.buyer, {
      kind: 'mix_master',
      service_id: await k.houseService(),
      file_tokens: [await k.file(as.buyer, 'service_brief')],
    });
    // Administrators answer the house's orders.
    const quoted = await k.step(as.admin, o.id, 'quote', { price: 25001, due_at: due, revisions: 1 });
    expect(quoted.status).toBe(200);
    // Dates on every screen are MM/DD/YYYY, the thread's words included.
    expect(quoted.body.data.events.at(-1)!.body).toContain('delivery by 01/31/2099');
    expect((await k.step(as.buyer, o.id, 'accept')).body.data).toMatchObject({
      status: 'accepted',
      milestones: [{ kind: 'deposit', amount: 12500, status: 'due' }],
    });
    const deposit = await k.checkout(as.buyer);
    expect(deposit.status).toBe(200);
    expect((await k.view(as.buyer, o.id)).body.data.status).toBe('deposit_paid');
    expect(await k.ledgerTotal(deposit.body.data.id)).toBe(12500);

    const version = async (name: string) =>
      k.step(as.admin, o.id, 'deliver', {
        body: name,
        file_tokens: [await k.file(as.admin, 'service_delivery', name)],
      });
    expect((await version('mix-v1.wav')).body.data.status).toBe('delivered');
    const seen = (await k.view(as.buyer, o.id)).body.data;
    expect(seen.events.find((e) => e.kind === 'version')!.files[0]).toEqual({ name: 'mix-v1.wav', href: null });
    expect(seen.actions).toEqual(['message', 'revision', 'approve']);
    expect((await k.step(as.buyer, o.id, 'revision', { body: 'More vocals' })).body.data).toMatchObject({
      status: 'revision',
      revisions_used: 1,
    });
    await version('mix-v2.wav');
    // The one included revision is used.
    expect((await k.step(as.buyer, o.id, 'revision', { body: 'Again' })).status).toBe(409);
    const approved = (await k.step(as.buyer, o.id, 'approve')).body.data;
    expect(approved.milestones.map((m) => m.amount)).toEqual([12500, 12501]);
    expect((await k.cart(as.buyer)).service_items).toMatchObject([{ kind: 'balance', total: 12501, payable: true }]);
    const balance = await k.checkout(as.buyer);
    expect(balance.status).toBe(200);
    const done = (await k.view(as.buyer, o.id)).body.data;
    expect(done.status).toBe('completed');
    expect(done.events.filter((e) => e.kind === 'version').flatMap((e) => e.files.map((f) => f.href))).toEqual([
      expect.stringMatching(/^\/download\//),
      expect.stringMatching(/^\/download\//),
    ]);
    const link =
      done.events.at(-1)!.kind === 'paid' ? done.events.findLast((e) => e.kind === 'version')!.files[0]!.href! : '';
    expect((await as.buyer.get(link)).status).toBe(200);
    expect((await as.producer.get(link)).status).toBe(403);
    // Nothing more to pay: an empty cart cannot be checked out.
    expect((await k.cart(as.buyer)).service_items).toEqual([]);
    expect((await k.checkout(as.buyer)).status).toBe(409);
  });
});

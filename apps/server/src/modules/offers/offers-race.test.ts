import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, offers } from '../../db/schema/index.js';
import { clientsByRole, createTestContext, type Client, type TestContext } from '../../../test/helpers.js';
import { api, offerKit } from '../../../test/offer-helpers.js';

// Issue 35 §2 (decision 0098): two accepted offers on one exclusive; the first capture wins, the other
// buyer is refused with no charge and their offer is lost. The checkout's own race rules decide it.
let t: TestContext;
let as: Record<'visitor' | 'buyer' | 'producer', Client>;
const k = offerKit(() => t);
let exclusive: number;
let beats: number[];
const FLOOR = 30_000;

beforeAll(async () => {
  t = await createTestContext();
  as = await clientsByRole(t.app, '10.92.1', ['buyer', 'producer']);
  exclusive = (await k.licenses(as.visitor)).find((l) => l.type === 'exclusive')!.id;
  beats = await k.freeBeats(as.producer);
  for (const b of beats.slice(0, 2)) await k.open(as.producer, b, { [exclusive]: FLOOR });
});
afterAll(() => t.close());

async function accepted(c: Client, beatId: number, amount: number) {
  const { id } = (await k.offer(c, { beat_id: beatId, license_id: exclusive, amount })).body.data;
  expect((await k.act(as.producer, id, 'accept')).status).toBe(200);
  expect((await k.act(c, id, 'checkout')).status).toBe(200);
  return id;
}

describe('two accepted offers on one exclusive', () => {
  it('one capture wins; the other buyer is refused, never charged, and their offer is lost', async () => {
    const rival = await k.buyer('offer.rival@beatmarket.test', '10.92.2.1');
    const beat = beats[0]!;
    const ids = [await accepted(as.buyer, beat, FLOOR), await accepted(rival, beat, FLOOR + 5_000)];
    const before = k.gateway().charges().length;
    const results = await Promise.all([k.order(as.buyer), k.order(rival)]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const loser = results.find((r) => r.status !== 200)!;
    expect(loser.status).toBe(409);
    const charges = k.gateway().charges().slice(before);
    expect(charges.filter((c) => c.status === 'captured')).toHaveLength(1);
    expect(charges.filter((c) => c.status !== 'captured' && c.status !== 'cancelled')).toHaveLength(0);
    const rows = await t.database.db.select().from(offers).where(inArray(offers.id, ids));
    expect(rows.map((r) => r.status).sort()).toEqual(['lost', 'paid']);
    const lostId = rows.find((r) => r.status === 'lost')!.id;
    const lostBy = lostId === ids[0] ? as.buyer : rival;
    const view = (await lostBy.get<{ status: string; actions: string[] }>(`${api}/offers/${lostId}`)).body.data;
    expect(view).toMatchObject({ status: 'lost', actions: [] });
    expect((await k.act(lostBy, lostId, 'checkout')).status).toBe(409);
    // Told by mail too (decision 0101), once, with the link to the thread.
    const lostMail = (
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'offer-step'))
    ).filter(
      (m) => m.text.includes(`/offers/${lostId}`) && m.text.includes('sold to someone else before your payment'),
    );
    expect(lostMail).toHaveLength(1);
    expect(lostMail[0]!.to).toBe(lostBy === rival ? 'offer.rival@beatmarket.test' : 'buyer@beatmarket.test');
  }, 60_000);

  it('a sale at the list price meanwhile loses every live offer on the beat', async () => {
    const beat = beats[1]!;
    const id = await accepted(as.buyer, beat, FLOOR);
    await as.buyer.delete(`${api}/cart/remove/${beat}`);
    const rival = await k.buyer('offer.lister@beatmarket.test', '10.92.3.1');
    expect((await rival.post(`${api}/cart/upsert/${beat}`, { license_id: exclusive })).status).toBe(200);
    expect((await k.order(rival)).status).toBe(200);
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, id));
    expect(row!.status).toBe('lost');
    expect((await k.act(as.buyer, id, 'checkout')).status).toBe(409);
    const told = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'offer-step'));
    expect(told.filter((m) => m.text.includes(`/offers/${id}`) && m.text.includes('nothing was charged'))).toHaveLength(
      1,
    );
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferView } from '@beatmarket/shared';
import { clientsByRole, createTestContext, type Client, type TestContext } from '../../../test/helpers.js';
import { api, offerKit } from '../../../test/offer-helpers.js';

// Issue 35 §2: administrators list every account's offers, by their state as it stands now.
let t: TestContext;
let as: Record<'visitor' | 'buyer' | 'producer' | 'producer2' | 'admin', Client>;
let other: Client;
let clock = new Date();
const k = offerKit(() => t);
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestContext({ now: () => clock });
  as = await clientsByRole(t.app, '10.91.5', ['buyer', 'producer', 'producer2', 'admin']);
  other = await k.buyer('offer.list@beatmarket.test', '10.91.6.1');
});
afterAll(() => t.close());

const list = (c: Client, query: string) => c.get<OfferView[]>(`${api}/offers?${query}`);
const ids = async (c: Client, query: string) => {
  const res = await list(c, query);
  expect(res.status).toBe(200);
  return res.body.data.map((o) => o.id).sort((a, b) => a - b);
};

describe("the administrators' list of offers", () => {
  it('lists every account’s offers, filtered by state, expiry included; nobody else may read it', async () => {
    const licences = await k.licenses(as.visitor);
    const lease = licences.find((l) => l.type === 'non_exclusive')!.id;
    const exclusive = licences.find((l) => l.type === 'exclusive')!.id;
    const beats = await k.freeBeats(as.producer);
    for (const b of beats.slice(0, 2)) await k.open(as.producer, b, { [exclusive]: 40_000, [lease]: 1_000 });
    const made = async (c: Client, beat: number) =>
      (await k.offer(c, { beat_id: beat, license_id: lease, amount: 1_500 })).body.data.id;
    const a = await made(as.buyer, beats[0]!);
    const b = await made(other, beats[0]!);
    const c = await made(as.buyer, beats[1]!);
    expect((await k.act(as.producer, c, 'decline', {})).status).toBe(200);

    const all = await list(as.admin, 'side=all');
    expect(all.status).toBe(200);
    const mine = all.body.data.filter((o) => [a, b, c].includes(o.id));
    expect(mine.map((o) => [o.side, o.actions])).toEqual([
      ['admin', []],
      ['admin', []],
      ['admin', []],
    ]);
    expect(await ids(as.admin, 'side=all&status=declined')).toContain(c);
    expect(await ids(as.admin, 'side=all&status=declined')).not.toContain(a);
    expect((await ids(as.admin, 'side=all&status=open')).filter((id) => [a, b, c].includes(id))).toEqual([a, b]);

    // Past its seven days an open offer reads as expired, in the list as on its page.
    clock = new Date(clock.getTime() + 8 * DAY);
    expect((await ids(as.admin, 'side=all&status=expired')).filter((id) => [a, b, c].includes(id))).toEqual([a, b]);
    expect((await ids(as.admin, 'side=all&status=open')).filter((id) => [a, b, c].includes(id))).toEqual([]);
    // The same filter on one's own lists.
    expect(await ids(as.producer, 'side=received&status=expired')).toEqual(expect.arrayContaining([a, b]));
    expect(await ids(as.buyer, 'side=made&status=declined')).toEqual([c]);

    expect((await list(as.visitor, 'side=all')).status).toBe(401);
    for (const who of [as.buyer, as.producer, as.producer2]) expect((await list(who, 'side=all')).status).toBe(403);
    const bad = await list(as.admin, 'side=all&status=sold');
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toMatch(/status/);
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatCents,
  ledgerShares,
  type CartView,
  type HeldLicenceView,
  type LicenseCheckView,
} from '@beatmarket/shared';
import type { TestGateway } from '../../adapters/payments-test.js';
import { beats, cartItems, ledgerEntries, mailOutbox, orderItems, users } from '../../db/schema/index.js';
import { giveMedia } from '../../../test/fixtures/download-builder.js';
import { Client, clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

// Issue 35 §1 (decision 0095): a held licence upgraded to a higher one of the same beat, paying the difference.
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer2' | 'admin'>>>;
type License = { id: number; name: string; type: string; level: string; price: number };
type OrderPage = { id: number; status: string; total: number; items: { id: number; verification_code: string }[] };
let licenses: License[];
let free: number[];
const lic = (type: string, level = 'unlimited') => licenses.find((l) => l.type === type && l.level === level)!;
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
const card = { method: 'card', number: '4242424242424242', expiry: '12/40', cvc: '123' };
let keyNo = 0;
const gateway = () => t.app.services.payments as TestGateway;
const order = (client: Client) =>
  client.post<OrderPage>('/private-api/cart/order', {
    idempotency_key: `upgrade-key-${Date.now()}-${keyNo++}-abc`,
    address,
    payment: card,
  });
/** The client buys one beat under a licence; returns the order and its line. */
async function buy(client: Client, beatId: number, licenseId: number) {
  expect((await client.post(`/private-api/cart/upsert/${beatId}`, { license_id: licenseId })).status).toBe(200);
  const res = await order(client);
  expect(res.body.data.status).toBe('fulfilled');
  return { order: res.body.data, item: res.body.data.items[0]! };
}
const held = async (client: Client, beatId: number) =>
  (await client.get<HeldLicenceView[]>(`/private-api/upgrades/beat/${beatId}`)).body.data;
const verify = async (code: string) =>
  (await new Client(t.app, '10.7.53.99').get<LicenseCheckView>(`/private-api/license/verify/${code}`)).body.data;
/** The receipt mailed for an order (its subject names the order). */
const receipt = async (orderId: number) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'order_receipt'))).find((m) =>
    m.subject.endsWith(` ${orderId}`),
  )!;
const item = async (id: number) => (await t.database.db.select().from(orderItems).where(eq(orderItems.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.53', ['buyer', 'producer2', 'admin']);
  licenses = (await c.visitor.get<License[]>('/private-api/license/records?per_page=25')).body.data;
  free = (
    await c.visitor.get<{ id: number; family: string; purchasable: boolean }[]>('/private-api/beat/records?per_page=50')
  ).body.data
    .filter((b) => b.family === 'beat' && b.purchasable)
    .map((b) => b.id);
  await gateway().book();
});
afterAll(() => t.close());

describe('licence upgrades', () => {
  it('Basic to Unlimited pays the difference; the old licence is superseded; the ledger splits the difference', async () => {
    const beatId = free[0]!;
    const basic = await buy(c.buyer, beatId, lic('non_exclusive', 'basic').id);
    const paid = basic.order.total;
    const [mine] = await held(c.buyer, beatId);
    expect(mine).toMatchObject({ item_id: basic.item.id, code: basic.item.verification_code, paid });
    const names = mine!.options.map((o) => o.license_id);
    expect(names).toEqual(
      expect.arrayContaining([lic('non_exclusive', 'standard').id, lic('non_exclusive').id, lic('exclusive').id]),
    );
    expect(names).not.toContain(lic('non_exclusive', 'basic').id);
    const unlimited = lic('non_exclusive');
    expect(mine!.options.find((o) => o.license_id === unlimited.id)).toMatchObject({
      price: unlimited.price,
      credit: paid,
      to_pay: unlimited.price - paid,
    });

    const cart = await c.buyer.post<CartView>(`/private-api/cart/upgrade/${basic.item.id}`, {
      license_id: unlimited.id,
    });
    expect(cart.status).toBe(200);
    const line = cart.body.data.items.find((i) => i.beat_id === beatId)!;
    expect(line.upgrade).toEqual({
      item_id: basic.item.id,
      code: basic.item.verification_code,
      license: lic('non_exclusive', 'basic').name,
      credit: paid,
    });
    expect(line.line_total).toBe(unlimited.price - paid);

    const res = await order(c.buyer);
    expect(res.status).toBe(200);
    const upgrade = res.body.data.items[0]!;
    expect(res.body.data.total).toBe(line.total);
    const row = await item(upgrade.id);
    expect(row).toMatchObject({
      upgradesItemId: basic.item.id,
      upgradeCredit: paid,
      lineTotal: unlimited.price - paid,
    });

    // The ledger splits the difference as it splits a sale, to the cent.
    const ledger = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderItemId, upgrade.id));
    const split = ledgerShares(row.amount, row, t.config.producerSharePercent);
    expect(ledger.map((e) => ({ payeeId: e.payeeId, role: e.role, amount: e.amount }))).toEqual(split);
    expect(ledger.reduce((a, e) => a + e.amount, 0)).toBe(row.amount);

    const old = await verify(basic.item.verification_code);
    expect(old.superseded_by).toEqual({
      item_id: upgrade.id,
      code: upgrade.verification_code,
      license: unlimited.name,
    });
    const now = await verify(upgrade.verification_code);
    expect(now).toMatchObject({ genuine: true, state: 'valid', superseded_by: null });
    expect(now.upgrade_of).toMatchObject({ code: basic.item.verification_code });

    // The new licence states the upgrade; the superseded one is no longer offered for upgrade.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bm-upgrade-')), 'licence.pdf');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/private-api/order/${res.body.data.id}/license/${upgrade.id}/pdf`,
      headers: { cookie: [...c.buyer.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(pdf.statusCode).toBe(200);
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
    expect(text).toContain(
      `This licence is an upgrade of the Licensee's ${lic('non_exclusive', 'basic').name} licence of the same beat (verification code ${basic.item.verification_code}), which it supersedes; the ${formatCents(paid)} paid for that licence was credited`,
    );
    const after = await held(c.buyer, beatId);
    expect(after.map((h) => h.item_id)).toEqual([upgrade.id]);
    expect(after[0]!.paid).toBe(paid + row.amount);
    expect(after[0]!.options.map((o) => o.license_id)).toEqual([lic('exclusive').id]);
    expect(
      (await c.buyer.post(`/private-api/cart/upgrade/${basic.item.id}`, { license_id: lic('exclusive').id })).status,
    ).toBe(409);
  });

  it('only the holder upgrades, only to a higher licence, never a refunded one; 4xx with field errors', async () => {
    const beatId = free[1]!;
    const std = await buy(c.buyer, beatId, lic('non_exclusive', 'standard').id);
    const url = `/private-api/cart/upgrade/${std.item.id}`;
    expect((await c.visitor.post(url, { license_id: lic('exclusive').id })).status).toBe(401);
    expect((await c.visitor.get(`/private-api/upgrades/beat/${beatId}`)).status).toBe(401);
    expect((await c.producer2.post(url, { license_id: lic('exclusive').id })).status).toBe(404);
    expect((await c.admin.post(url, { license_id: lic('exclusive').id })).status).toBe(404);
    expect(await held(c.producer2, beatId)).toEqual([]);
    for (const lower of [lic('non_exclusive', 'basic'), lic('non_exclusive', 'standard'), lic('sync')]) {
      const res = await c.buyer.post(url, { license_id: lower.id });
      expect(res.status, lower.name).toBe(422);
      expect(res.body.response_data?.errors?.[0]?.topic_id).toBe('license_id');
    }
    const bad = await c.buyer.post(url, { license_id: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.response_data?.errors?.[0]?.topic_id).toBe('license_id');
    expect((await c.buyer.post(`/private-api/cart/upgrade/999999`, { license_id: lic('exclusive').id })).status).toBe(
      404,
    );
    // Nothing of it reached the cart.
    const cart = (await c.buyer.get<CartView>('/private-api/cart')).body.data;
    expect(cart.items.find((i) => i.beat_id === beatId)).toBeUndefined();

    expect((await c.admin.post(`/private-api/order/${std.order.id}/refund`)).status).toBe(200);
    const refunded = await c.buyer.post(url, { license_id: lic('exclusive').id });
    expect(refunded.status).toBe(409);
    expect(refunded.body.response_data?.error).toMatch(/refunded/);
    expect(await held(c.buyer, beatId)).toEqual([]);
  });

  it('a refund of the upgrade restores the previous licence', async () => {
    const beatId = free[2]!;
    const basic = await buy(c.buyer, beatId, lic('non_exclusive', 'basic').id);
    await c.buyer.post(`/private-api/cart/upgrade/${basic.item.id}`, {
      license_id: lic('non_exclusive', 'standard').id,
    });
    const up = (await order(c.buyer)).body.data;
    expect((await verify(basic.item.verification_code)).superseded_by?.code).toBe(up.items[0]!.verification_code);

    expect((await c.admin.post(`/private-api/order/${up.id}/refund`)).status).toBe(200);
    const old = await verify(basic.item.verification_code);
    expect(old).toMatchObject({ genuine: true, state: 'valid', superseded_by: null });
    expect((await verify(up.items[0]!.verification_code)).genuine).toBe(false);
    const ledger = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderItemId, up.items[0]!.id));
    expect(ledger.reduce((a, e) => a + e.amount, 0)).toBe(0);
    // Upgradable again, from what was paid for it.
    const [again] = await held(c.buyer, beatId);
    expect(again).toMatchObject({ item_id: basic.item.id, paid: basic.order.total });
  });

  it('two upgrades to the exclusive at once: one wins, the other is not charged; earlier leases stay valid', async () => {
    const beatId = free[3]!;
    const [{ hash }] = (await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'buyer@beatmarket.test'))) as [{ hash: string }];
    const racers: Client[] = [];
    const leases: { item: { id: number; verification_code: string } }[] = [];
    for (let i = 0; i < 2; i++) {
      await t.database.db.insert(users).values({
        email: `upgrader${i}@beatmarket.test`,
        firstName: 'Upgrader',
        lastName: String(i),
        role: 1,
        passwordHash: hash,
      });
      const client = new Client(t.app, `10.7.54.${i + 1}`);
      await client.login(`upgrader${i}@beatmarket.test`);
      const lease = await buy(client, beatId, lic('non_exclusive', 'basic').id);
      expect(
        (await client.post(`/private-api/cart/upgrade/${lease.item.id}`, { license_id: lic('exclusive').id })).status,
      ).toBe(200);
      racers.push(client);
      leases.push(lease);
    }
    const before = gateway().charges().length;
    const results = await Promise.all(racers.map((r) => order(r)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const lost = results.find((r) => r.status !== 200)!;
    expect(lost.status).toBe(409);
    expect(lost.body.response_data!.error).toMatch(/has just been sold|no longer available/);
    const charges = gateway().charges().slice(before);
    expect(charges.filter((ch) => ch.status === 'captured')).toHaveLength(1);
    expect(charges.filter((ch) => ch.status !== 'captured' && ch.status !== 'cancelled')).toHaveLength(0);
    expect((await t.database.db.select().from(beats).where(eq(beats.id, beatId)))[0]!.sold).toBe(true);
    const winner = results.findIndex((r) => r.status === 200);
    const loser = 1 - winner;
    expect((await verify(leases[winner]!.item.verification_code)).superseded_by).not.toBeNull();
    // The loser's lease stays valid, as do all leases sold before the exclusive.
    expect(await verify(leases[loser]!.item.verification_code)).toMatchObject({ genuine: true, superseded_by: null });
  }, 60_000);

  it('the same licence upgraded twice at once (two checkout keys) is sold and charged once', async () => {
    const beatId = free[4]!;
    const basic = await buy(c.buyer, beatId, lic('non_exclusive', 'basic').id);
    await c.buyer.post(`/private-api/cart/upgrade/${basic.item.id}`, { license_id: lic('non_exclusive').id });
    const before = gateway().charges().length;
    const results = await Promise.all([order(c.buyer), order(c.buyer)]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const charges = gateway().charges().slice(before);
    expect(charges.filter((ch) => ch.status === 'captured')).toHaveLength(1);

    // A line left in a cart (another tab) for a licence upgraded since: refused at payment, never charged.
    const [me] = await t.database.db.select().from(users).where(eq(users.email, 'buyer@beatmarket.test'));
    await t.database.db
      .insert(cartItems)
      .values({ userId: me!.id, beatId, licenseId: lic('exclusive').id, upgradeFromItemId: basic.item.id });
    const stale = await order(c.buyer);
    expect(stale.status).toBe(409);
    expect(stale.body.response_data!.error).toMatch(/already been upgraded/);
    expect(
      gateway()
        .charges()
        .slice(before)
        .filter((ch) => ch.status === 'captured'),
    ).toHaveLength(1);
    expect((await t.database.db.select().from(beats).where(eq(beats.id, beatId)))[0]!.sold).toBe(false);
  });

  it('trackouts added later: the held licence again with trackouts, for the add-on less nothing; once', async () => {
    const beatId = free[5]!;
    // The test before leaves a refused line in this buyer's cart.
    const [me] = await t.database.db.select().from(users).where(eq(users.email, 'buyer@beatmarket.test'));
    await t.database.db.delete(cartItems).where(eq(cartItems.userId, me!.id));
    const std = await buy(c.buyer, beatId, lic('non_exclusive', 'standard').id);
    const addon = licenses.find((l) => l.type === 'addon')!;
    const trackoutsOption = async () => (await held(c.buyer, beatId))[0]?.options.find((o) => o.trackouts_id !== null);
    // No trackouts file, no such option (decision 0077: nothing is sold that cannot be delivered).
    expect(await trackoutsOption()).toBeUndefined();
    await giveMedia(t, beatId, { trackouts: 64 });
    const option = await trackoutsOption();
    const full = lic('non_exclusive', 'standard').price + addon.price;
    expect(option).toMatchObject({
      license_id: lic('non_exclusive', 'standard').id,
      trackouts_id: addon.id,
      price: full,
      credit: std.order.total,
      to_pay: full - std.order.total,
    });
    const url = `/private-api/cart/upgrade/${std.item.id}`;
    const body = { license_id: option!.license_id, trackouts_id: option!.trackouts_id };
    expect((await c.producer2.post(url, body)).status).toBe(404);
    const cart = (await c.buyer.post<CartView>(url, body)).body.data;
    expect(cart.items.find((i) => i.beat_id === beatId)).toMatchObject({
      trackouts_id: addon.id,
      line_total: option!.to_pay,
      upgrade: { item_id: std.item.id },
    });
    const up = (await order(c.buyer)).body.data as OrderPage & { items: { trackouts_status: string | null }[] };
    expect(up.total).toBe(option!.to_pay);
    expect(up.items[0]!.trackouts_status).toBe('delivered');
    expect((await verify(std.item.verification_code)).superseded_by?.code).toBe(up.items[0]!.verification_code);
    // The receipt says what the order upgrades; a plain sale's receipt says nothing of it.
    const said = `your ${lic('non_exclusive', 'standard').name} upgrades your ${lic('non_exclusive', 'standard').name} ${std.item.verification_code}, which it supersedes; the ${formatCents(std.order.total)} you paid for it was credited.`;
    const mail = await receipt(up.id);
    expect(mail.text).toContain(said);
    expect(mail.html).toContain(said);
    expect((await receipt(std.order.id)).text).not.toMatch(/supersedes/);
    // The licence held now has its trackouts: the same step again is no upgrade.
    const [now] = await held(c.buyer, beatId);
    expect(now!.options.some((o) => o.trackouts_id !== null)).toBe(false);
    const again = await c.buyer.post(`/private-api/cart/upgrade/${now!.item_id}`, body);
    expect(again.status).toBe(422);
    expect(again.body.response_data?.errors?.[0]?.topic_id).toBe('license_id');
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../adapters/payments-test.js';
import { ledgerEntries, mailOutbox, orders, users } from '../../db/schema/index.js';
import { Client, clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir, upload, wavTone } from '../../../test/media-helpers.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'producer2' | 'admin'>>>;
type License = { id: number; type: string; level: string; price: number };
type Order = {
  id: number;
  status: string;
  total: number;
  items: {
    id: number;
    beat_id: number;
    amount: number;
    verification_code: string;
    terms: string[];
    downloads: { kind: string; name: string; href: string }[];
    license_pdf: string | null;
  }[];
  events: { from: string; to: string }[];
};
let licenses: License[];
let beatId: number;
const master = wavTone(2, 330);
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
const card = (number = '4242 4242 4242 4242') => ({ method: 'card', number, expiry: '12/40', cvc: '123' });
let keyNo = 0;
const key = () => `test-key-${Date.now()}-${keyNo++}-abcdef`;
const lic = (type: string, level?: string) => licenses.find((l) => l.type === type && (!level || l.level === level))!;
const gateway = () => t.app.services.payments as TestGateway;
const order = (client: Client, body: Record<string, unknown> = {}) =>
  client.post<Order>('/private-api/cart/order', { idempotency_key: key(), address, payment: card(), ...body });

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir() });
  c = await clientsByRole(t.app, '10.7.8', ['buyer', 'producer', 'producer2', 'admin']);
  licenses = (await c.visitor.get<License[]>('/private-api/license/records?per_page=25')).body.data;
  const mine = (
    await c.producer.get<
      { id: number; family: string; published_at: string | null; sold: boolean; available: boolean }[]
    >('/private-api/dashboard/beats?per_page=100')
  ).body.data;
  beatId = mine.find((b) => b.family === 'beat' && b.published_at && !b.sold && b.available)!.id;
  await upload(t.app, c.producer, {
    purpose: 'master',
    beat_id: beatId,
    name: 'master.wav',
    type: 'audio/wav',
    body: master,
  });
  await t.app.services.mediaWorker.drain();
});
afterAll(() => t.close());

describe('checkout', () => {
  it('needs login, an address per field and a valid card', async () => {
    expect((await c.visitor.post('/private-api/cart/order', {})).status).toBe(401);
    const bad = await c.buyer.post('/private-api/cart/order', {
      idempotency_key: key(),
      address: { ...address, zip: '', state: 'Texas' },
      payment: card('1234'),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.response_data!.errors!.map((e) => e.topic_id).sort()).toEqual([
      'address.state',
      'address.zip',
      'payment.number',
    ]);
    expect((await order(c.buyer)).status).toBe(409); // empty cart
  });

  it('a declined card leaves the order failed, nothing charged, the cart intact', async () => {
    await c.buyer.post(`/private-api/cart/upsert/${beatId}`, { license_id: lic('non_exclusive', 'standard').id });
    const res = await order(c.buyer, { payment: card('4000 0000 0000 0002') });
    expect(res.status).toBe(402);
    expect(res.body.response_data!.error).toBe('Your card was declined.');
    expect(
      gateway()
        .charges()
        .filter((ch) => ch.status === 'captured'),
    ).toHaveLength(0);
    expect((await c.buyer.get<{ items: unknown[] }>('/private-api/cart')).body.data.items).toHaveLength(1);
    const failed = await t.database.db.select().from(orders).where(eq(orders.status, 'failed'));
    expect(failed).toHaveLength(1);
  });

  it('a double click makes one order and one charge, then delivers the licensed files to the buyer only', async () => {
    const body = { idempotency_key: key(), address, payment: card() };
    const [a, b] = await Promise.all([
      c.buyer.post<Order>('/private-api/cart/order', body),
      c.buyer.post<Order>('/private-api/cart/order', body),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.id).toBe(b.body.data.id);
    const again = await c.buyer.post<Order>('/private-api/cart/order', body);
    expect(again.body.data.id).toBe(a.body.data.id);
    expect(
      gateway()
        .charges()
        .filter((ch) => ch.status === 'captured'),
    ).toHaveLength(1);

    const view = (await c.buyer.get<Order>(`/private-api/order/${a.body.data.id}`)).body.data;
    expect(view.status).toBe('fulfilled');
    expect(view.events.map((e) => e.to)).toEqual(['pending', 'paid', 'fulfilled']);
    expect((await c.buyer.get<{ items: unknown[] }>('/private-api/cart')).body.data.items).toHaveLength(0);
    const line = view.items[0]!;
    expect(line.terms).toContain('WAV file included');
    expect(line.downloads.map((d) => d.kind)).toEqual(['mp3', 'wav']);
    const wav = line.downloads.find((d) => d.kind === 'wav')!;
    const got = await t.app.inject({
      method: 'GET',
      url: wav.href,
      headers: { cookie: [...c.buyer.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(master)).toBe(true);
    expect((await c.producer2.get(wav.href)).status).toBe(403);

    // Access per role: the buyer and administrators see it; another user does not know it exists.
    expect((await c.producer2.get(`/private-api/order/${view.id}`)).status).toBe(404);
    expect((await c.visitor.get(`/private-api/order/${view.id}`)).status).toBe(401);
    const asAdmin = (await c.admin.get<Order>(`/private-api/order/${view.id}`)).body.data;
    expect(asAdmin.items[0]!.downloads).toEqual([]);

    // The ledger owes the producer and the house exactly the line amount.
    const owed = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderItemId, line.id));
    expect(owed.reduce((s, e) => s + e.amount, 0)).toBe(line.amount);
  });

  it('sends a receipt with the links, and the licence PDF names everything (no blank survives)', async () => {
    const mine = (await c.buyer.get<{ id: number; status: string }[]>('/private-api/order/purchases')).body.data;
    const done = mine.find((o) => o.status === 'fulfilled')!;
    const view = (await c.buyer.get<Order>(`/private-api/order/${done.id}`)).body.data;
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'order_receipt'));
    expect(mail!.subject).toBe(`Your Beatmarket order ${done.id}`);
    expect(mail!.text).toContain('http://beatmarket.test/download/');

    const pdf = await c.buyer.request({ method: 'GET', url: view.items[0]!.license_pdf! });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bm-pdf-')), 'licence.pdf');
    const res = await t.app.inject({
      method: 'GET',
      url: view.items[0]!.license_pdf!,
      headers: { cookie: [...c.buyer.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
    for (const expected of [
      'Jay Buyer',
      'Marcus Reed',
      'Standard Lease',
      view.items[0]!.verification_code,
      'WAV file included',
      'Up to 10,000 sale units',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(
      /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/,
    );
    expect(text).not.toMatch(/undefined|null|NaN|\{\{|\}\}/);
    expect((await c.producer2.get(view.items[0]!.license_pdf!)).status).toBe(404);

    const verified = await c.visitor.get<{ genuine: boolean; beat_title: string }>(
      `/private-api/license/verify/${view.items[0]!.verification_code}`,
    );
    expect(verified.body.data.genuine).toBe(true);
    expect((await c.visitor.get('/private-api/license/verify/AAAAA-AAAAA')).status).toBe(404);
  });

  it('a refund by an administrator revokes the licence; buyers cannot refund', async () => {
    const done = (await c.buyer.get<{ id: number; status: string }[]>('/private-api/order/purchases')).body.data.find(
      (o) => o.status === 'fulfilled',
    )!;
    expect((await c.buyer.post(`/private-api/order/${done.id}/refund`)).status).toBe(403);
    const refunded = await c.admin.post<Order & { events: { to: string }[] }>(`/private-api/order/${done.id}/refund`);
    expect(refunded.body.data.status).toBe('refunded');
    const code = refunded.body.data.items[0]!.verification_code;
    expect((await c.visitor.get<{ genuine: boolean }>(`/private-api/license/verify/${code}`)).body.data.genuine).toBe(
      false,
    );
    expect((await c.admin.post(`/private-api/order/${done.id}/refund`)).status).toBe(409);
  });
});

describe('an exclusive sale', () => {
  it('with 50 buyers at once, exactly one wins; the others are refused and never charged', async () => {
    const exclusive = lic('exclusive');
    const target = (
      await c.producer2.get<{ id: number; family: string; published_at: string | null; sold: boolean }[]>(
        '/private-api/dashboard/beats?per_page=100',
      )
    ).body.data.find((b) => b.family === 'beat' && b.published_at && !b.sold)!;
    const [{ hash }] = (await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'buyer@beatmarket.test'))) as [{ hash: string }];
    const buyers: Client[] = [];
    for (let i = 0; i < 50; i++) {
      await t.database.db.insert(users).values({
        email: `racer${i}@beatmarket.test`,
        firstName: 'Racer',
        lastName: String(i),
        role: 1,
        passwordHash: hash,
      });
      const client = new Client(t.app, `10.9.${i}.1`);
      await client.login(`racer${i}@beatmarket.test`);
      expect((await client.post(`/private-api/cart/upsert/${target.id}`, { license_id: exclusive.id })).status).toBe(
        200,
      );
      buyers.push(client);
    }
    const before = gateway().charges().length;
    const results = await Promise.all(buyers.map((b) => order(b)));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.response_data!.error).toMatch(/has just been sold|no longer available/);
    }
    const charges = gateway().charges().slice(before);
    expect(charges.filter((ch) => ch.status === 'captured')).toHaveLength(1);
    expect(charges.filter((ch) => ch.status !== 'captured' && ch.status !== 'cancelled')).toHaveLength(0);
    expect(
      (await c.visitor.get<{ sold: boolean; purchasable: boolean }>(`/private-api/beat/${target.id}`)).body.data,
    ).toMatchObject({ sold: true, purchasable: false });
  }, 120_000);
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCLUSIVE_REFUSED } from '@beatmarket/shared';
import type { TestGateway } from '../../../adapters/payments-test.js';
import { beats, mailOutbox } from '../../../db/schema/index.js';
import { clientsByRole, createTestContext, type Client, type TestContext } from '../../../../test/helpers.js';
import { mediaDataDir, upload, wavTone } from '../../../../test/media-helpers.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'producer2' | 'admin'>>>;
type License = { id: number; type: string; level: string };
type Beat = {
  id: number;
  slug: string;
  family: string;
  published_at: string | null;
  sold: boolean;
  available: boolean;
};
let licenses: License[];
let mine: Beat[];
const lic = (type: string, level?: string) => licenses.find((l) => l.type === type && (!level || l.level === level))!;
const errors = (res: { body: { response_data?: { errors?: { topic_id: string; message: string }[] } } }) =>
  Object.fromEntries((res.body.response_data?.errors ?? []).map((e) => [e.topic_id, e.message]));
const save = (client: Client, id: number, sample_declaration: unknown) =>
  client.post<{ sample_declaration: unknown; samples: boolean }>(`/private-api/beat/${id}/save`, {
    sample_declaration,
  });
const pack = (name = 'Dusty Loops Vol. 2') => ({ source: 'royalty_free', pack: name, description: 'drum loop' });
const uncleared = {
  uses_samples: true,
  samples: [{ source: 'uncleared', description: 'a soul record' }],
  content_id: false,
};
let keyNo = 0;
const checkout = (client: Client) =>
  client.post<{ id: number; status: string; items: { license_pdf: string | null }[] }>('/private-api/cart/order', {
    idempotency_key: `samples-key-${Date.now()}-${keyNo++}-abcdef`,
    address: { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' },
    payment: { method: 'card', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
  });

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir() });
  c = await clientsByRole(t.app, '10.7.93', ['buyer', 'producer', 'producer2', 'admin']);
  licenses = (await c.visitor.get<License[]>('/private-api/license/records?per_page=25')).body.data;
  mine = (await c.producer.get<Beat[]>('/private-api/dashboard/beats?per_page=100')).body.data.filter(
    (b) => b.family === 'beat' && b.published_at && !b.sold && b.available,
  );
});
afterAll(() => t.close());

describe('the sample declaration', () => {
  it('is checked per field by the shared schema, on create and on save', async () => {
    const bad = await c.producer.post('/private-api/beat/create', {
      family: 'beat',
      title: 'Loop Flip',
      sample_declaration: {
        uses_samples: true,
        samples: [{ source: 'royalty_free' }, { source: 'cleared' }],
        content_id: false,
      },
    });
    expect(bad.status).toBe(422);
    expect(errors(bad)).toEqual({
      'sample_declaration.samples.0.pack': 'Name the sample pack',
      'sample_declaration.samples.1.licence': 'Give the clearance licence reference',
    });
    const empty = await save(c.producer, mine[0]!.id, { uses_samples: true, samples: [], content_id: false });
    expect(errors(empty)).toEqual({ 'sample_declaration.samples': 'List each sample the beat uses' });
  });

  it('refuses Content ID for royalty-free pack or uncleared samples, with the reason', async () => {
    for (const samples of [[pack()], uncleared.samples]) {
      const res = await save(c.producer, mine[0]!.id, { uses_samples: true, samples, content_id: true });
      expect(res.status).toBe(422);
      expect(errors(res)['sample_declaration.content_id']).toMatch(
        /^This beat cannot be registered with Content ID: it uses/,
      );
    }
    const own = { source: 'own', description: 'my Rhodes' };
    const cleared = { source: 'cleared', licence: 'EMI-2026-0042' };
    const ok = await save(c.producer, mine[0]!.id, { uses_samples: true, samples: [own, cleared], content_id: true });
    expect(ok.status).toBe(200);
    expect(ok.body.data.samples).toBe(true);
  });

  it('is changed by the owner and administrators only, and shown to everyone on the beat page', async () => {
    const id = mine[1]!.id;
    const none = { uses_samples: false, samples: [], content_id: true };
    expect((await save(c.visitor, id, none)).status).toBe(401);
    expect((await save(c.buyer, id, none)).status).toBe(403);
    expect((await save(c.producer2, id, none)).status).toBe(403);
    expect((await save(c.admin, id, none)).status).toBe(200);
    const declared = { uses_samples: true, samples: [pack()], content_id: false };
    const owner = await save(c.producer, id, declared);
    expect(owner.status).toBe(200);
    const page = await c.visitor.get<{ sample_declaration: unknown }>(`/private-api/beat/${id}`);
    expect(page.body.data.sample_declaration).toEqual({
      uses_samples: true,
      samples: [{ source: 'royalty_free', pack: 'Dusty Loops Vol. 2', description: 'drum loop', licence: '' }],
      content_id: false,
    });
  });
});

describe('an uncleared sample and the exclusive', () => {
  it('is refused when the beat was already sold exclusively', async () => {
    const id = mine[2]!.id;
    await t.database.db.update(beats).set({ sold: true }).where(eq(beats.id, id));
    const res = await save(c.producer, id, uncleared);
    expect(res.status).toBe(422);
    expect(errors(res).sample_declaration).toContain(EXCLUSIVE_REFUSED);
    await t.database.db.update(beats).set({ sold: false }).where(eq(beats.id, id));
  });

  it('refuses the exclusive in the cart and at checkout, never charging; leases still sell', async () => {
    const id = mine[3]!.id;
    // In the cart before the declaration: checkout refuses it.
    expect((await c.buyer.post(`/private-api/cart/upsert/${id}`, { license_id: lic('exclusive').id })).status).toBe(
      200,
    );
    expect((await save(c.producer, id, uncleared)).status).toBe(200);
    const gateway = t.app.services.payments as TestGateway;
    const charges = gateway.charges().length;
    const refused = await checkout(c.buyer);
    expect(refused.status).toBe(422);
    expect(errors(refused).license_id).toContain(EXCLUSIVE_REFUSED);
    expect(gateway.charges()).toHaveLength(charges);
    const again = await c.buyer.post(`/private-api/cart/upsert/${id}`, { license_id: lic('exclusive').id });
    expect(again.status).toBe(422);
    expect(errors(again).license_id).toBe(EXCLUSIVE_REFUSED);
    const lease = await c.buyer.post(`/private-api/cart/upsert/${id}`, {
      license_id: lic('non_exclusive', 'basic').id,
    });
    expect(lease.status).toBe(200);
    await c.buyer.delete(`/private-api/cart/remove/${id}`);
  });
});

describe('the licence PDF', () => {
  it('carries the sample-disclosure clause declared at the sale', async () => {
    const id = mine[1]!.id; // declared above: a royalty-free pack sample
    await upload(t.app, c.producer, {
      purpose: 'master',
      beat_id: id,
      name: 'm.wav',
      type: 'audio/wav',
      body: wavTone(2, 330),
    });
    await t.app.services.mediaWorker.drain();
    await c.buyer.post(`/private-api/cart/upsert/${id}`, { license_id: lic('non_exclusive', 'standard').id });
    const order = await checkout(c.buyer);
    expect(order.body.data.status).toBe('fulfilled');
    const pdf = await t.app.inject({
      method: 'GET',
      url: order.body.data.items[0]!.license_pdf!,
      headers: { cookie: [...c.buyer.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bm-samples-')), 'licence.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
    expect(text).toContain(
      'Samples: the Producer declares that the beat uses a royalty-free sample from the pack "Dusty Loops Vol. 2" (drum loop). The beat is not registered with Content ID.',
    );
  });
});

describe('undeclared beats in the back office', () => {
  it('are listed for administrators only, who ask the producer once a day by mail', async () => {
    const url = '/private-api/beat/undeclared-samples';
    expect((await c.visitor.get(url)).status).toBe(401);
    for (const who of [c.buyer, c.producer, c.producer2]) expect((await who.get(url)).status).toBe(403);
    const list = await c.admin.get<{ id: number }[]>(url);
    expect(list.status).toBe(200);
    const ids = list.body.data.map((b) => b.id);
    expect(ids).toContain(mine[4]!.id);
    expect(ids).not.toContain(mine[0]!.id); // declared

    const ask = (who: Client, id: number) => who.post(`/private-api/beat/${id}/ask-sample-declaration`);
    for (const who of [c.buyer, c.producer, c.producer2]) expect((await ask(who, mine[4]!.id)).status).toBe(403);
    expect((await ask(c.visitor, mine[4]!.id)).status).toBe(401);
    expect((await ask(c.admin, mine[4]!.id)).status).toBe(200);
    expect((await ask(c.admin, mine[4]!.id)).status).toBe(409);
    expect((await ask(c.admin, mine[0]!.id)).status).toBe(404);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'sample-declaration-requested'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/beats/${mine[4]!.slug}/edit`);
  });
});

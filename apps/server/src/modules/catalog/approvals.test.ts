import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

// Issue 31: administrators were told nothing of a beat awaiting approval (no count, no mail).
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'admin'>>>;
beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.31', ['buyer', 'producer', 'admin']);
});
afterAll(() => t.close());

const api = '/private-api';
const count = async () => {
  const res = await c.admin.get<{ count: number }>(`${api}/beat/awaiting-approval`);
  expect(res.status).toBe(200);
  return res.body.data.count;
};
const mails = () => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'beat-awaiting-approval'));

describe('beats awaiting approval', () => {
  it('only administrators read the count', async () => {
    expect((await c.visitor.get(`${api}/beat/awaiting-approval`)).status).toBe(401);
    for (const who of [c.buyer, c.producer]) expect((await who.get(`${api}/beat/awaiting-approval`)).status).toBe(403);
  });

  it('a request to publish counts, and mails every administrator once', async () => {
    const before = await count();
    const beat = (
      await c.producer.post<{ id: number }>(`${api}/beat/create`, { family: 'feature', title: 'Verse For Hire' })
    ).body.data;
    expect(await count()).toBe(before);
    expect(await mails()).toHaveLength(0);

    expect((await c.producer.post(`${api}/beat/${beat.id}/request_publish`)).status).toBe(200);
    expect(await count()).toBe(before + 1);
    const sent = await mails();
    expect(sent.map((m) => m.to)).toEqual(['admin@beatmarket.test']);
    expect(sent[0]!.subject).toBe('Verse For Hire awaits your approval');
    expect(sent[0]!.text).toContain('/beats?filter=');

    // Asked again: no second mail. Approved: the count drops.
    await c.producer.post(`${api}/beat/${beat.id}/request_publish`);
    expect(await mails()).toHaveLength(1);
    expect((await c.admin.post(`${api}/beat/bulk/approve`, { ids: [beat.id] })).status).toBe(200);
    expect(await count()).toBe(before);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SubscribableData } from '@beatmarket/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { textSnippets } from '../../db/schema/index.js';

/** The public plans page (issue 34) reads the published plans; the premium text promises only what they give. */
let ctx: TestContext;
let as: Record<'visitor' | 'buyer' | 'producer' | 'producer2' | 'admin', Client>;
let draft: SubscribableData;
beforeAll(async () => {
  ctx = await createTestContext();
  as = await clientsByRole(ctx.app, '10.85.0', ['buyer', 'producer', 'producer2', 'admin']);
  const [demo] = (await as.admin.get<SubscribableData[]>('/private-api/subscribable/records')).body.data;
  const res = await as.admin.post<SubscribableData>('/private-api/subscribable/create', {
    name: 'Unreleased plan',
    description: '',
    price: 999,
    interval: 'month',
    trial_days: 0,
    allowance: 1,
    license_id: demo!.license.id,
    producer_id: null,
    published: false,
  });
  expect(res.status).toBe(200);
  draft = res.body.data;
});
afterAll(() => ctx.close());

const publicPlans = (c: Client) =>
  c.get<SubscribableData[]>(
    `/private-api/subscribable/records?per_page=100&filter=${encodeURIComponent(JSON.stringify({ published: true }))}`,
  );

describe('membership plans page', () => {
  it('everyone reads the published plans with their prices and what each gives; a draft shows to nobody', async () => {
    for (const who of ['visitor', 'buyer', 'producer', 'producer2', 'admin'] as const) {
      const res = await publicPlans(as[who]);
      expect(res.status, who).toBe(200);
      const byName = Object.fromEntries(res.body.data.map((p) => [p.name, p]));
      expect(Object.keys(byName).sort(), who).toEqual(['Inner Circle', 'Inner Circle Yearly']);
      expect(byName['Inner Circle']).toMatchObject({ price: 1999, interval: 'month', allowance: 5 });
      expect(byName['Inner Circle']!.grants[0]).toMatch(/^5 beats a month under the Inner Circle/);
      expect(byName['Inner Circle Yearly']).toMatchObject({ price: 19990, interval: 'year', allowance: 60 });
    }
    expect((await as.visitor.get(`/private-api/subscribable/${draft.id}`)).status).toBe(404);
  });

  it('the premium text promises nothing a plan does not give, and no mailed prices', async () => {
    const text = (await as.visitor.get<{ content: string }>('/private-api/content/snippet/premium-users')).body.data;
    expect(text.content).toMatch(/set number of beats every month or year/);
    expect(text.content).not.toMatch(/untagged|early access|discount|send you/i);
  });

  it('migration 0043 replaces the first premium text on an install that kept it, never an edited one', async () => {
    const db = ctx.database.db;
    const file = path.join(import.meta.dirname, '../../db/migrations/0043_premium_text_from_plans.sql');
    const migration = readFileSync(file, 'utf8');
    const old =
      '<p>Premium members download untagged MP3s of every beat they like, get early access to new releases and a discount on every licence. Tell us a little about your music and we will send you the plans and prices.</p>';
    const content = async () =>
      (await db.select().from(textSnippets).where(eq(textSnippets.id, 'premium-users')))[0]!.content;
    await db.update(textSnippets).set({ content: old }).where(eq(textSnippets.id, 'premium-users'));
    await db.execute(sql.raw(migration));
    expect(await content()).toMatch(/^<p>Premium members take a set number of beats/);
    await db.update(textSnippets).set({ content: '<p>Ours.</p>' }).where(eq(textSnippets.id, 'premium-users'));
    await db.execute(sql.raw(migration));
    expect(await content()).toBe('<p>Ours.</p>');
  });
});

import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BeatCreditView, CollaboratorsView } from '@beatmarket/shared';
import { beats, ledgerEntries, users } from '../../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../../test/helpers.js';
import { accountingFixtures, type AccountingFixtures } from '../../../../test/fixtures/accounting.js';

// Issue 35 §5 (decision 0096): who chooses a beat's collaborators, what the list must be, and how
// today's coproducers became collaborators.
let t: TestContext;
let f: AccountingFixtures;
let beat: number;
const url = () => `/private-api/beat/${beat}/collaborators`;
const db = () => t.database.db;
const stored = async (id: number) => (await db().select().from(beats).where(eq(beats.id, id)))[0]!.collaborators;

beforeAll(async () => {
  t = await createTestContext();
  f = await accountingFixtures(t, '10.35.51');
  await db()
    .insert(users)
    .values({ email: 'mix@beatmarket.test', firstName: 'Mia', lastName: 'Mixer', nickname: 'MixWiz', role: 1 });
  beat = f.plain[0]!;
});
afterAll(() => t.close());

describe('choosing collaborators', () => {
  const body = { collaborators: [{ account: 'mixwiz', percent: 30 }] };

  it('is the producer’s or an administrator’s: visitors 401, other accounts 403, nothing saved', async () => {
    expect((await f.c.visitor.post(url(), body)).status).toBe(401);
    expect((await f.c.buyer.post(url(), body)).status).toBe(403);
    expect((await f.c.producer2.post(url(), body)).status).toBe(403);
    expect((await f.c.buyer.get(url())).status).toBe(403);
    expect(await stored(beat)).toEqual([]);
    const admin = await f.c.admin.post<CollaboratorsView>(url(), body);
    expect(admin.status).toBe(200);
    expect(admin.body.data).toMatchObject({ producer_percent: 70, collaborators: [{ name: 'MixWiz', percent: 30 }] });
    const mine = await f.c.producer.post<CollaboratorsView>(url(), { collaborators: [] });
    expect(mine.body.data).toEqual({ beat_id: beat, producer_percent: 100, collaborators: [] });
    expect(await stored(beat)).toEqual([]);
  });

  it('lets a coproducer read the split but not change it', async () => {
    const co = `/private-api/beat/${f.coBeat}/collaborators`;
    const read = await f.c.producer2.get<CollaboratorsView>(co);
    expect(read.status).toBe(200);
    expect(read.body.data.collaborators).toEqual([
      { user_id: f.ids.producer2, name: expect.any(String), account: expect.any(String), percent: 50 },
    ]);
    expect((await f.c.producer2.post(co, { collaborators: [] })).status).toBe(403);
  });

  it('refuses a bad list with one error per field and saves nothing', async () => {
    const bad = async (collaborators: unknown) => {
      const res = await f.c.producer.post(url(), { collaborators });
      expect(res.status).toBe(422);
      return res.body.response_data!.errors!.map((e) => [e.topic_id, e.message]);
    };
    expect(
      await bad([
        { account: 'nobody-here', percent: 10 },
        { account: 'producer@beatmarket.test', percent: 10 },
        { account: 'MIX@beatmarket.test', percent: 10 },
        { account: 'mixwiz', percent: 10 },
      ]),
    ).toEqual([
      ['collaborators.0.account', 'No account with this username or e-mail address'],
      ['collaborators.1.account', 'The producer’s share is what the collaborators leave'],
      ['collaborators.3.account', 'Already a collaborator'],
    ]);
    expect(
      await bad([
        { account: 'mixwiz', percent: 0 },
        { account: 'producer2@beatmarket.test', percent: 99.5 },
      ]),
    ).toEqual([
      ['collaborators.0.percent', 'At least 1%'],
      ['collaborators.1.percent', 'Whole percent only'],
    ]);
    expect(
      await bad([
        { account: 'mixwiz', percent: 60 },
        { account: 'producer2@beatmarket.test', percent: 40 },
      ]),
    ).toEqual([['collaborators', 'The shares add up to 100%: leave the producer at least 1%']]);
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((account) => ({ account, percent: 1 }));
    expect(await bad(six)).toEqual([['collaborators', 'At most 5 collaborators']]);
    expect((await bad('mixwiz'))[0]![0]).toBe('collaborators');
    expect((await f.c.producer.post('/private-api/beat/999999/collaborators', { collaborators: [] })).status).toBe(404);
    expect(await stored(beat)).toEqual([]);
  });

  it('saves a valid three-way split; the producer keeps the rest', async () => {
    const res = await f.c.producer.post<CollaboratorsView>(url(), {
      collaborators: [
        { account: ' MixWiz ', percent: 30 },
        { account: 'producer2@beatmarket.test', percent: 20 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.producer_percent).toBe(50);
    // The answer names each account so the form can save it again, by nickname or `#id`, never by e-mail.
    const accounts = res.body.data.collaborators.map((c) => c.account);
    expect(accounts[0]).toBe('MixWiz');
    expect(accounts.join(' ')).not.toContain('@');
    const again = await f.c.producer.post<CollaboratorsView>(url(), {
      collaborators: res.body.data.collaborators.map((c) => ({ account: c.account, percent: c.percent })),
    });
    expect(again.status).toBe(200);
    expect(await stored(beat)).toEqual([
      { user_id: expect.any(Number), percent: 30 },
      { user_id: f.ids.producer2, percent: 20 },
    ]);
    // The public page names them, in order, with their producer page; never the percentages or e-mails.
    const credits = await f.c.visitor.get<BeatCreditView[]>(`/private-api/beat/${beat}/credits`);
    expect(credits.status).toBe(200);
    expect(credits.body.data).toEqual([
      { name: 'MixWiz', handle: 'MixWiz' },
      { name: expect.any(String), handle: expect.any(String) },
    ]);
    expect(JSON.stringify(credits.body.data)).not.toMatch(/percent|@/);
    expect((await f.c.visitor.get('/private-api/beat/999999/credits')).status).toBe(404);
    expect((await f.c.visitor.get('/private-api/beat/x/credits')).status).toBe(422);
  });
});

describe('migration 0054', () => {
  it('makes a coproducer a 50 % collaborator and changes no ledger row', async () => {
    // A beat as it stood before: a coproducer, no collaborators, and a sale in the ledger.
    await f.buy([f.coBeat!]);
    await db().update(beats).set({ collaborators: [] }).where(eq(beats.id, f.coBeat!));
    const before = await db().select().from(ledgerEntries).orderBy(ledgerEntries.id);
    expect(before.length).toBeGreaterThan(0);
    const file = new URL('../../../db/migrations/0054_beat_collaborators.sql', import.meta.url);
    const steps = readFileSync(file, 'utf8').split('--> statement-breakpoint');
    await db().execute(sql.raw(steps.at(-1)!));
    expect(await stored(f.coBeat!)).toEqual([{ user_id: f.ids.producer2, percent: 50 }]);
    expect(await db().select().from(ledgerEntries).orderBy(ledgerEntries.id)).toEqual(before);
    const untouched = await db()
      .select()
      .from(beats)
      .where(sql`${beats.coproducerId} is null`);
    expect(untouched.every((b) => b.collaborators.length === 0 || b.id === beat)).toBe(true);
  });
});

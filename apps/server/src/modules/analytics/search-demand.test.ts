import type { IntelDemand } from '@beatmarket/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDemand } from '../../db/schema/index.js';
import type { Client } from '../../../test/helpers.js';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { demandOf, referenceDemand, weekOf } from './search-demand.service.js';

/** Issue 37 §6 (decision 0103): what buyers search for and do not find, by week. */
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'producer2' | 'admin'>>>;
const today = () => new Date().toISOString().slice(0, 10);
const search = (client: Client, q: string, extra = '') =>
  client.get(`/private-api/beat/records?search=${encodeURIComponent(q)}${extra}`);
const demand = (client: Client, extra = '') =>
  client.get<IntelDemand>(`/private-api/report/intel-demand/data?from=${today()}&to=${today()}${extra}`);

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.37.8', ['buyer', 'producer', 'producer2', 'admin']);
});
afterAll(() => t.close());

describe('search demand', () => {
  it('normalises a search, without producers or anything personal', () => {
    expect(demandOf('  Dark  #Drill BPM:210-200 @lena ')).toEqual({
      query: 'dark #drill bpm:200-210',
      tags: ['drill'],
      bpm: { min: 200, max: 210 },
    });
    expect(demandOf('jane@example.com 0612345678 https://x.test')).toBeNull();
    expect(demandOf('@marcus')).toBeNull();
    expect(weekOf(new Date('2026-12-06T23:00:00Z'))).toBe('2026-11-30');
    expect(weekOf(new Date('2026-12-07T00:00:00Z'))).toBe('2026-12-07');
  });

  it('counts buyers’ first-page searches with what they found; reports the unmet ones by week', async () => {
    for (const client of [c.visitor, c.buyer, c.producer])
      expect((await search(client, 'zqxnothing #Drill bpm:200-210')).status).toBe(200);
    await search(c.buyer, 'zqxnothing bpm:200-210 #drill', '&page=2');
    await search(c.admin, 'zqxadmin');
    await search(c.buyer, 'jane@example.com');
    await search(c.visitor, '#zqxambient');
    await t.app.services.searchDemand.flush();

    const rows = await t.database.db.select().from(searchDemand);
    expect(rows.map((r) => r.query).sort()).toEqual(['#zqxambient', 'zqxnothing #drill bpm:200-210']);
    // Nothing in a row says who searched: the columns are the week, the query and counts.
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['bpmMax', 'bpmMin', 'empty', 'few', 'query', 'results', 'searches', 'soundsLike', 'tags', 'week'].sort(),
    );

    const res = await demand(c.producer);
    expect(res.status).toBe(200);
    const week = res.body.data.weeks[0]!;
    expect(week).toMatchObject({ week: weekOf(new Date()), searches: 4, unmet: 4 });
    expect(week.queries[0]).toEqual({ query: 'zqxnothing #drill bpm:200-210', searches: 3, empty: 3, avg_results: 0 });
    expect(res.body.data.tags).toEqual([
      { term: '#drill', unmet: 3, empty: 3 },
      { term: '#zqxambient', unmet: 1, empty: 1 },
    ]);
    expect(res.body.data.tempos).toEqual([{ term: 'bpm:200-210', unmet: 3, empty: 3 }]);
  });

  it('names a "sounds like" reference by the tags most common among its nearest beats', () => {
    const nearest = [['Trap', 'dark'], ['trap', '808'], ['dark', 'trap'], [], ['piano']];
    expect(referenceDemand(nearest)).toEqual({ query: '#trap #dark #808', tags: ['trap', 'dark', '808'], bpm: null });
    expect(referenceDemand([[], []])).toBeNull();
  });

  it('reports references apart from typed searches: in their week, not in its unmet counts or asked tags', async () => {
    const before = (await demand(c.producer)).body.data;
    t.app.services.searchDemand.recordReference([['zqxlofi', 'chill'], ['zqxlofi']]);
    t.app.services.searchDemand.recordReference([
      ['zqxlofi', 'chill'],
      ['chill', 'zqxlofi'],
    ]);
    // A typed search of the same tags is another row.
    await search(c.buyer, '#zqxlofi #chill');
    await t.app.services.searchDemand.flush();
    const after = (await demand(c.producer)).body.data;
    const week = after.weeks[0]!;
    expect(week.sounds_like).toEqual([{ tags: '#zqxlofi #chill', searches: 2 }]);
    expect(week.searches).toBe(before.weeks[0]!.searches + 1);
    expect(week.queries.map((q) => q.query)).toContain('#zqxlofi #chill');
    expect(after.tags.find((x) => x.term === '#zqxlofi')).toEqual({ term: '#zqxlofi', unmet: 1, empty: 1 });
  });

  it('is market data: producers and administrators read it, others do not, and nothing narrows it', async () => {
    const table: [string, Client, number][] = [
      ['visitor', c.visitor, 401],
      ['buyer', c.buyer, 403],
      ['producer', c.producer, 200],
      ['another producer', c.producer2, 200],
      ['administrator', c.admin, 200],
    ];
    for (const [who, client, status] of table) expect([who, (await demand(client)).status]).toEqual([who, status]);
    const mine = await demand(c.producer, '&producer_id=1');
    expect(mine.status).toBe(400);
    expect((await demand(c.admin, '&limit=0')).status).toBe(400);
    expect((await c.admin.get(`/private-api/report/intel-demand/data?from=${today()}&to=2020-01-01`)).status).toBe(400);
  });
});

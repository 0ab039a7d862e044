import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beatStatus } from '@beatmarket/shared';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';

interface Beat {
  id: number;
  published_at: string | null;
  publish_requested_at: string | null;
  sold: boolean;
  deleted_at: string | null;
}
interface BulkResult {
  done: number[];
  failed: { id: number; message: string }[];
}

let ctx: TestContext;
let as: Record<'visitor' | 'admin' | 'producer' | 'buyer', Client>;
beforeAll(async () => {
  ctx = await createTestContext();
  as = await clientsByRole(ctx.app, '10.84.0', ['admin', 'producer', 'buyer']);
});
afterAll(() => ctx.close());

/** New beats of the demo producer in the given states (awaiting approval, draft, published, archived). */
async function make(...states: ('awaiting' | 'draft' | 'published' | 'archived')[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, state] of states.entries()) {
    const res = (await ctx.database.db.execute(sql`
      insert into beats (slug, family, title, producer_id, published_at, publish_requested_at, deleted_at)
      values (${`bulk-${Date.now()}-${i}-${Math.random().toString(36).slice(2, 7)}`}, 'beat', ${`Bulk ${state}`},
        (select id from users where email = 'producer@beatmarket.test'),
        ${state === 'published' ? sql`now()` : null}, ${state === 'awaiting' ? sql`now()` : null},
        ${state === 'archived' ? sql`now()` : null})
      returning id`)) as unknown as { rows: { id: number }[] };
    ids.push(res.rows[0]!.id);
  }
  return ids;
}
const status = async (id: number) => beatStatus((await as.admin.get<Beat>(`/private-api/beat/${id}`)).body.data);
const bulk = (c: Client, action: string, ids: number[]) =>
  c.post<BulkResult>(`/private-api/beat/bulk/${action}`, { ids });

describe('bulk approve, publish, unpublish', () => {
  it('approves what awaits approval and reports the rest, row by row, in one call', async () => {
    const [awaiting1, awaiting2, draft, archived] = await make('awaiting', 'awaiting', 'draft', 'archived');
    const res = await bulk(as.admin, 'approve', [awaiting1!, draft!, awaiting2!, archived!]);
    expect(res.status).toBe(200);
    expect(res.body.data.done).toEqual([awaiting1, awaiting2]);
    expect(res.body.data.failed).toEqual([
      { id: draft, message: 'Not awaiting approval: its producer has not asked yet.' },
      { id: archived, message: 'Archived: restore it first.' },
    ]);
    expect(await status(awaiting1!)).toBe('published');
    expect(await status(awaiting2!)).toBe('published');
    expect(await status(draft!)).toBe('draft');
  });

  it('publishes drafts and unpublishes to drafts; a beat already there is done unchanged', async () => {
    const [draft, published] = await make('draft', 'published');
    const before = (await as.admin.get<Beat>(`/private-api/beat/${published}`)).body.data.published_at;
    const res = await bulk(as.admin, 'publish', [draft!, published!]);
    expect(res.body.data).toEqual({ done: [draft, published], failed: [] });
    expect(await status(draft!)).toBe('published');
    expect((await as.admin.get<Beat>(`/private-api/beat/${published}`)).body.data.published_at).toBe(before);
    const back = await bulk(as.admin, 'unpublish', [draft!, published!]);
    expect(back.body.data.done).toEqual([draft, published]);
    expect(await status(draft!)).toBe('draft');
    expect(await status(published!)).toBe('draft');
  });

  it('archives and restores with the generic actions', async () => {
    const [a, b] = await make('published', 'draft');
    expect((await bulk(as.admin, 'archive', [a!, b!])).body.data.done).toEqual([a, b]);
    expect(await status(a!)).toBe('archived');
    expect((await bulk(as.admin, 'restore', [a!, b!])).body.data.done).toEqual([a, b]);
    expect(await status(b!)).toBe('draft');
  });

  it('is refused to everyone but administrators, and changes nothing', async () => {
    const [awaiting] = await make('awaiting');
    expect((await bulk(as.visitor, 'approve', [awaiting!])).status).toBe(401);
    expect((await bulk(as.buyer, 'approve', [awaiting!])).status).toBe(403);
    // Even the beat's own producer: publishing is the administrators' decision.
    expect((await bulk(as.producer, 'approve', [awaiting!])).status).toBe(403);
    expect((await bulk(as.producer, 'publish', [awaiting!])).status).toBe(403);
    expect(await status(awaiting!)).toBe('awaiting_approval');
  });

  it('refuses a bad body with a field error', async () => {
    const res = await as.admin.post('/private-api/beat/bulk/approve', { ids: 'all' });
    expect(res.status).toBe(422);
    expect(res.body.response_data?.errors?.[0]?.topic_id).toBe('ids');
  });
});

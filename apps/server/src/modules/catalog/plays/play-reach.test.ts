import { type IntelDropoff, type PlayStart } from '@beatmarket/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beats, users } from '../../../db/schema/index.js';
import type { Client } from '../../../../test/helpers.js';
import { clientsByRole, createTestContext, type TestContext } from '../../../../test/helpers.js';

/** Issue 37 §5 (decision 0103): how far plays get into a beat, by tenths of the preview heard. */
let t: TestContext;
let clock = Date.now();
const later = (seconds: number) => (clock += seconds * 1000);
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'producer2' | 'admin'>>>;
let beatId: number;
const day = () => new Date(clock).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestContext({ now: () => new Date(clock) });
  c = await clientsByRole(t.app, '10.37.7', ['buyer', 'producer', 'producer2', 'admin']);
  const [owner] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'producer@beatmarket.test'));
  const [row] = await t.database.db
    .select({ id: beats.id })
    .from(beats)
    .where(sql`${beats.producerId} = ${owner!.id} and ${beats.publishedAt} <= now() and ${beats.deletedAt} is null`)
    .orderBy(beats.id)
    .limit(1);
  beatId = row!.id;
  // A 100 s preview: a tenth is ten seconds.
  await t.database.db
    .update(beats)
    .set({ demoUrl: '/media/public/previews/test.mp3', durationMs: 100_000 })
    .where(eq(beats.id, beatId));
});
afterAll(() => t.close());

const start = async (client: Client) => {
  const res = await client.post<PlayStart>(`/private-api/beat/${beatId}/play`);
  expect(res.status).toBe(200);
  return res.body.data.token;
};
const progress = (client: Client, token: string, tenths: unknown) =>
  client.post<{ tenths: number }>(`/private-api/beat/${beatId}/play/progress`, { token, tenths });
const dropoff = (client: Client, query = `beat_id=${beatId}`) =>
  client.get<IntelDropoff>(`/private-api/report/intel-dropoff/data?from=${day()}&to=${day()}&${query}`);

describe('drop-off by tenths of the preview', () => {
  it('takes each tenth once, in rising order, no sooner than it could have been heard', async () => {
    const token = await start(c.buyer);
    later(25);
    expect((await progress(c.buyer, token, 2)).status).toBe(200);
    const early = await progress(c.buyer, token, 9);
    expect(early.status).toBe(422);
    expect(early.body.response_data?.errors?.[0]?.message).toBe('Reported before the play could have been heard.');
    expect((await progress(c.buyer, token, 2)).status).toBe(409);
    expect((await progress(c.buyer, token, 1)).status).toBe(409);
    const bad = await progress(c.buyer, token, 11);
    expect(bad.status).toBe(422);
    expect(bad.body.response_data?.errors?.[0]).toMatchObject({ topic_id: 'tenths' });
    expect((await progress(c.buyer, token, 'x')).status).toBe(422);
    expect((await progress(c.producer, token, 3)).status).toBe(422);
    later(30);
    // Five tenths at once: the third to the fifth each count once.
    expect((await progress(c.buyer, token, 5)).status).toBe(200);
    // Another play, heard to the end, reported in parallel twice: counted once.
    const whole = await start(c.visitor);
    later(100);
    const both = await Promise.all([progress(c.visitor, whole, 10), progress(c.visitor, whole, 10)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    await t.app.services.beatEvents.flush();
    const res = await dropoff(c.producer);
    expect(res.status).toBe(200);
    expect(res.body.data.starts).toBe(2);
    expect(res.body.data.steps.map((s) => s.plays)).toEqual([2, 2, 2, 2, 2, 1, 1, 1, 1, 1]);
    expect(res.body.data.steps[5]).toEqual({ pct: 60, plays: 1, of_starts: 50 });
  });

  it('is read by the beat’s producer and administrators only', async () => {
    const table: [string, Client, number][] = [
      ['visitor', c.visitor, 401],
      ['buyer', c.buyer, 403],
      ['producer', c.producer, 200],
      ['another producer', c.producer2, 403],
      ['administrator', c.admin, 200],
    ];
    for (const [who, client, status] of table) expect([who, (await dropoff(client)).status]).toEqual([who, status]);
    const missing = await dropoff(c.admin, '');
    expect(missing.status).toBe(400);
    expect((await dropoff(c.admin, 'beat_id=2147483647')).status).toBe(404);
  });

  it('a beat whose preview is unknown or unplayable has no progress to report', async () => {
    expect((await c.buyer.post(`/private-api/beat/2147483647/play/progress`, { token: 'x', tenths: 1 })).status).toBe(
      404,
    );
  });
});

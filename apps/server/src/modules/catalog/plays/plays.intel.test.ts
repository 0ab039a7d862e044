import { PLAY_COUNT_SECONDS, type IntelBeatsPage, type IntelSummary, type PlayStart } from '@beatmarket/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beats } from '../../../db/schema/index.js';
import type { Client } from '../../../../test/helpers.js';
import { clientsByRole, createTestContext, type TestContext } from '../../../../test/helpers.js';

/** Issue 37 §5 (decision 0102): Beat Intelligence shows counted plays beside the raw starts. */
let t: TestContext;
let clock = Date.now();
const later = (seconds: number) => (clock += seconds * 1000);
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'admin'>>>;
let beat: { id: number; producerId: number };

beforeAll(async () => {
  t = await createTestContext({ now: () => new Date(clock) });
  c = await clientsByRole(t.app, '10.37.6', ['buyer', 'producer', 'admin']);
  const [row] = await t.database.db
    .select({ id: beats.id, producerId: beats.producerId })
    .from(beats)
    .where(sql`${beats.publishedAt} <= now() and ${beats.deletedAt} is null`)
    .orderBy(beats.id)
    .limit(1);
  beat = row!;
  await t.database.db
    .update(beats)
    .set({ demoUrl: '/media/public/previews/test.mp3', durationMs: 90_000 })
    .where(sql`${beats.id} = ${beat.id}`);
});
afterAll(() => t.close());

const play = async (client: Client) => {
  const res = await client.post<PlayStart>(`/private-api/beat/${beat.id}/play`);
  expect(res.status).toBe(200);
  later(PLAY_COUNT_SECONDS + 1);
  return client.post<{ counted: boolean }>(`/private-api/beat/${beat.id}/play/heard`, { token: res.body.data.token });
};

describe('counted and raw plays in Beat Intelligence', () => {
  it('counts every start as raw and only counted plays as counted, in the summary and the beat table', async () => {
    // Three starts: the buyer's first counts, their second is within the window, the visitor's comes from
    // another address and counts; a fourth start is never reported back.
    expect((await play(c.buyer)).body.data.counted).toBe(true);
    expect((await play(c.buyer)).body.data.counted).toBe(false);
    expect((await play(c.visitor)).body.data.counted).toBe(true);
    expect((await c.producer.post(`/private-api/beat/${beat.id}/play`)).status).toBe(200);
    await t.app.services.beatEvents.flush();

    const day = new Date(clock).toISOString().slice(0, 10);
    const range = `from=${day}&to=${day}&beat_id=${beat.id}`;
    const summary = await c.admin.get<IntelSummary>(`/private-api/report/intel-summary/data?${range}`);
    expect(summary.status).toBe(200);
    expect(summary.body.data).toMatchObject({ plays: 4, plays_counted: 2 });
    const table = await c.admin.get<IntelBeatsPage>(
      `/private-api/report/intel-beats/data?from=${day}&to=${day}&sort=-plays_counted`,
    );
    expect(table.body.data.rows[0]).toMatchObject({ beat_id: beat.id, plays: 4, plays_counted: 2 });
    const csv = await c.admin.get(`/private-api/report/intel-beats/export?from=${day}&to=${day}`);
    expect(String(csv.body.data)).toContain('plays_counted');
  });
});

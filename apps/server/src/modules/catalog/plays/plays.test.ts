import { PLAY_COUNT_SECONDS, type PlayStart } from '@beatmarket/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beats, playClaims, playProgress } from '../../../db/schema/index.js';
import { Client, DEMO_LOGINS, clientsByRole, createTestContext, type TestContext } from '../../../../test/helpers.js';

/** Issue 37 §5 (decision 0094): plays count when heard, once per listener and address per six hours. */
let t: TestContext;
let clock = Date.parse('2026-12-07T10:00:00Z');
const later = (seconds: number) => (clock += seconds * 1000);
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer'>>>;
let playable: number[];

beforeAll(async () => {
  // The script below sends two thousand calls from one address: the limiter would stop it first.
  t = await createTestContext({ now: () => new Date(clock), RATE_LIMIT_SCALE: '10' });
  c = await clientsByRole(t.app, '10.37.5', ['buyer', 'producer']);
  // The test database's beats have no previews (no media pipeline ran): six published ones get one.
  const rows = await t.database.db
    .select({ id: beats.id })
    .from(beats)
    .where(sql`${beats.publishedAt} <= now() and ${beats.deletedAt} is null`)
    .orderBy(beats.id)
    .limit(6);
  playable = rows.map((r) => r.id);
  expect(playable.length).toBe(6);
  await t.database.db
    .update(beats)
    .set({ demoUrl: '/media/public/previews/test.mp3', durationMs: 90_000 })
    .where(sql`${beats.id} in ${playable}`);
});
afterAll(() => t.close());

const plays = async (id: number) =>
  (await t.database.db.select({ plays: beats.plays }).from(beats).where(eq(beats.id, id)))[0]!.plays;
const start = async (client: Client, id: number) => {
  const res = await client.post<PlayStart>(`/private-api/beat/${id}/play`);
  expect(res.status).toBe(200);
  return res.body.data;
};
const heard = (client: Client, id: number, token: string) =>
  client.post<{ counted: boolean }>(`/private-api/beat/${id}/play/heard`, { token });

describe('counted plays', () => {
  it('counts a play once heard, refuses an early report and a token sent twice', async () => {
    const id = playable[0]!;
    const before = await plays(id);
    const { token, seconds } = await start(c.buyer, id);
    expect(seconds).toBe(PLAY_COUNT_SECONDS);
    // The start alone moves nothing.
    expect(await plays(id)).toBe(before);
    later(5);
    const early = await heard(c.buyer, id, token);
    expect(early.status).toBe(422);
    expect(early.body.response_data?.errors?.[0]?.message).toBe('Reported before the play could have been heard.');
    later(PLAY_COUNT_SECONDS);
    const ok = await heard(c.buyer, id, token);
    expect(ok.status).toBe(200);
    expect(ok.body.data.counted).toBe(true);
    expect(await plays(id)).toBe(before + 1);
    expect((await heard(c.buyer, id, token)).status).toBe(409);
    expect(await plays(id)).toBe(before + 1);
  });

  it('counts one play per listener per six hours, then again', async () => {
    const id = playable[1]!;
    const before = await plays(id);
    for (const expected of [true, false, false]) {
      const { token } = await start(c.producer, id);
      later(PLAY_COUNT_SECONDS + 1);
      expect((await heard(c.producer, id, token)).body.data.counted).toBe(expected);
      later(60 * 60);
    }
    expect(await plays(id)).toBe(before + 1);
    later(4 * 60 * 60);
    const { token } = await start(c.producer, id);
    later(PLAY_COUNT_SECONDS + 1);
    expect((await heard(c.producer, id, token)).body.data.counted).toBe(true);
    expect(await plays(id)).toBe(before + 2);
  });

  it('refuses a token of another beat, of another listener, altered, or past its time', async () => {
    const [a, b] = [playable[2]!, playable[3]!];
    const { token } = await start(c.buyer, a);
    later(PLAY_COUNT_SECONDS + 1);
    expect((await heard(c.buyer, b, token)).status).toBe(422);
    expect((await heard(c.producer, a, token)).status).toBe(422);
    expect((await heard(c.buyer, a, `${token.slice(0, -2)}xx`)).status).toBe(422);
    expect((await heard(c.buyer, a, '')).status).toBe(422);
    later(4 * 60 * 60);
    const late = await heard(c.buyer, a, token);
    expect(late.status).toBe(422);
    expect(late.body.response_data?.errors?.[0]?.message).toBe('This play token has expired.');
  });

  it('counts the play of a visitor who logged in while listening (login renews their cookie)', async () => {
    const id = playable[3]!;
    const before = await plays(id);
    const visitor = new Client(t.app, '10.37.6.1');
    const { token } = await start(visitor, id);
    await visitor.login(DEMO_LOGINS.buyer);
    later(PLAY_COUNT_SECONDS + 1);
    const res = await heard(visitor, id, token);
    expect(res.status).toBe(200);
    expect(res.body.data.counted).toBe(true);
    expect(await plays(id)).toBe(before + 1);
  });

  it('counts the whole of a preview shorter than the threshold', async () => {
    const id = playable[4]!;
    await t.database.db.update(beats).set({ durationMs: 8_000 }).where(eq(beats.id, id));
    const { token, seconds } = await start(c.buyer, id);
    expect(seconds).toBe(8);
    later(8);
    expect((await heard(c.buyer, id, token)).body.data.counted).toBe(true);
  });

  it('a beat without a preview has no play to count', async () => {
    const [silent] = await t.database.db
      .select({ id: beats.id })
      .from(beats)
      .where(sql`${beats.demoUrl} is null and ${beats.publishedAt} <= now()`)
      .limit(1);
    expect((await c.producer.post(`/private-api/beat/${silent!.id}/play`)).status).toBe(404);
  });

  it('a script posting a thousand plays of one beat in a minute raises its count by at most one', async () => {
    const id = playable[5]!;
    const before = await plays(id);
    // A hundred cookie jars from one address, ten plays each, fifty calls at a time.
    const bots = Array.from({ length: 100 }, () => new Client(t.app, '10.37.99.1'));
    const tokens: [Client, string][] = [];
    for (let round = 0; round < 20; round++) {
      const started = await Promise.all(
        bots.slice((round % 2) * 50, (round % 2) * 50 + 50).map(async (bot) => {
          const res = await bot.post<PlayStart>(`/private-api/beat/${id}/play`);
          return res.status === 200 ? ([bot, res.body.data.token] as [Client, string]) : null;
        }),
      );
      tokens.push(...started.filter((s): s is [Client, string] => s !== null));
    }
    expect(tokens.length).toBe(1000);
    later(PLAY_COUNT_SECONDS + 1);
    for (let i = 0; i < tokens.length; i += 50)
      await Promise.all(tokens.slice(i, i + 50).map(([bot, token]) => heard(bot, id, token)));
    expect(await plays(id)).toBeLessThanOrEqual(before + 1);
    expect(await plays(id)).toBe(before + 1);
  }, 180_000);

  it('forgets claims and progress once no rule reads them, and keeps what the window still needs', async () => {
    const id = playable[4]!;
    const db = t.database.db;
    const at = (hoursAgo: number) => new Date(clock - hoursAgo * 3_600_000);
    const claim = (nonce: string, hoursAgo: number) => ({
      nonce,
      beatId: id,
      listener: 'l',
      address: 'a',
      counted: true,
      claimedAt: at(hoursAgo),
    });
    await db.insert(playClaims).values([claim('old-claim', 7), claim('window-claim', 4)]);
    await db.insert(playProgress).values([
      { nonce: 'old-progress', tenths: 2, reportedAt: at(4) },
      { nonce: 'live-progress', tenths: 2, reportedAt: at(1) },
    ]);
    // Pruning runs at most hourly, with the next report.
    later(3600);
    const { token } = await start(c.buyer, id);
    later(PLAY_COUNT_SECONDS);
    expect((await heard(c.buyer, id, token)).status).toBe(200);
    const nonces = async (table: typeof playClaims | typeof playProgress) =>
      (await db.select({ nonce: table.nonce }).from(table)).map((r) => r.nonce);
    expect(await nonces(playClaims)).not.toContain('old-claim');
    expect(await nonces(playClaims)).toContain('window-claim');
    expect(await nonces(playProgress)).not.toContain('old-progress');
    expect(await nonces(playProgress)).toContain('live-progress');
  });
});

import type { FollowerStats, FollowState } from '@beatmarket/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mailOutbox } from '../../db/schema/index.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'producer2' | 'admin'>>>;
let producerId: number;
const api = '/private-api';

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.38.2', ['buyer', 'producer', 'producer2', 'admin']);
  producerId = ((await c.producer.get<{ id: number }>(`${api}/profile`)).body.data as { id: number }).id;
});
afterAll(() => t.close());

const digests = (to: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, 'release-digest'), eq(mailOutbox.to, to)));

/** A feature the producer publishes through the real approval: created, asked for, approved. */
async function publish(title: string) {
  const beat = (await c.producer.post<{ id: number }>(`${api}/beat/create`, { family: 'feature', title })).body.data;
  expect((await c.producer.post(`${api}/beat/${beat.id}/request_publish`)).status).toBe(200);
  expect((await c.admin.post(`${api}/beat/bulk/approve`, { ids: [beat.id] })).status).toBe(200);
  return beat.id;
}

describe('following a producer', () => {
  it('follows, counts and unfollows; visitors see the count only', async () => {
    const url = `${api}/producer/${producerId}/follow`;
    const before = (await c.visitor.get<FollowState>(url)).body.data.followers;
    expect((await c.visitor.post(url, {})).status).toBe(401);
    const followed = await c.buyer.post<FollowState>(url, { digest: true });
    expect(followed.body.data).toEqual({
      producer_id: producerId,
      followers: before + 1,
      following: true,
      digest: true,
    });
    // Following again changes the choice, not the count.
    expect((await c.buyer.post<FollowState>(url, { digest: false })).body.data.followers).toBe(before + 1);
    expect((await c.visitor.get<FollowState>(url)).body.data).toMatchObject({
      followers: before + 1,
      following: false,
    });
    const gone = await c.buyer.delete<FollowState>(url);
    expect(gone.body.data).toMatchObject({ followers: before, following: false });
  });

  it('refuses bad input per field, oneself and non-producers', async () => {
    const bad = await c.buyer.post(`${api}/producer/${producerId}/follow`, { digest: 'yes' });
    expect(bad.status).toBe(422);
    expect(bad.body.response_data!.errors!.map((e) => e.topic_id)).toEqual(['digest']);
    expect((await c.producer.post(`${api}/producer/${producerId}/follow`, {})).status).toBe(422);
    const buyerId = ((await c.buyer.get<{ id: number }>(`${api}/profile`)).body.data as { id: number }).id;
    expect((await c.producer.post(`${api}/producer/${buyerId}/follow`, {})).status).toBe(404);
    expect((await c.buyer.get(`${api}/producer/0/follow`)).status).toBe(422);
  });

  it('shows the producer their followers by week', async () => {
    await c.buyer.post(`${api}/producer/${producerId}/follow`, {});
    const stats = (await c.producer.get<FollowerStats>(`${api}/followers/stats`)).body.data;
    expect(stats.total).toBeGreaterThanOrEqual(1);
    expect(stats.weeks.at(-1)!.week).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await c.buyer.get(`${api}/followers/stats`)).status).toBe(403);
    await c.buyer.delete(`${api}/producer/${producerId}/follow`);
  });
});

describe('the release digest', () => {
  it('mails each new beat once to each follower who asked, even when two sends run at once', async () => {
    await c.buyer.post(`${api}/producer/${producerId}/follow`, { digest: true });
    await c.producer2.post(`${api}/producer/${producerId}/follow`, { digest: false });
    const a = await publish('Digest Alpha');
    const b = await publish('Digest Beta');
    const runs = await Promise.all([
      c.admin.post<{ mails: number }>(`${api}/follow-digests/send`),
      c.admin.post<{ mails: number }>(`${api}/follow-digests/send`),
    ]);
    expect(runs.map((r) => r.status)).toEqual([200, 200]);
    expect(runs.reduce((n, r) => n + r.body.data.mails, 0)).toBe(1);
    const mails = await digests('buyer@beatmarket.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Digest Alpha');
    expect(mails[0]!.text).toContain('Digest Beta');
    expect(mails[0]!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mails[0]!.headers!['List-Unsubscribe']).toMatch(/^<http:\/\/beatmarket\.test\/unsubscribe\/digest\?token=/);
    expect(await digests('producer2@beatmarket.test')).toHaveLength(0);
    // Nothing new: nothing more.
    expect((await c.admin.post<{ mails: number }>(`${api}/follow-digests/send`)).body.data.mails).toBe(0);
    expect([a, b]).toHaveLength(2);
  });

  it('the schedule sends only beats published before today (UTC)', async () => {
    await publish('Digest Today');
    const r = await t.app.services.digests.sendDue(new Date(Date.UTC(2000, 0, 1)));
    expect(r.mails).toBe(0);
  });

  it('unsubscribes with the signed link, no login, and a forged one changes nothing', async () => {
    const mail = (await digests('buyer@beatmarket.test'))[0]!;
    const link = mail.headers!['List-Unsubscribe']!.slice(1, -1).replace('http://beatmarket.test', '');
    const page = await c.visitor.get(link);
    expect(page.status).toBe(200);
    expect(String(page.body.data)).toContain('<form method="post"');
    const forged = await t.app.inject({ method: 'POST', url: `${link}x` });
    expect(forged.statusCode).toBe(400);
    const one = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(one.statusCode).toBe(200);
    const state = await c.buyer.get<FollowState>(`${api}/producer/${producerId}/follow`);
    expect(state.body.data).toMatchObject({ following: true, digest: false });
    await publish('Digest After');
    expect((await c.admin.post<{ mails: number }>(`${api}/follow-digests/send`)).body.data.mails).toBe(0);
  });

  it('a user who switched digests off globally gets none', async () => {
    await c.buyer.post(`${api}/producer/${producerId}/follow`, { digest: true });
    await c.buyer.post(`${api}/user_preference/create`, { key: 'mail:release-digest', value: false });
    await publish('Digest Muted');
    expect((await c.admin.post<{ mails: number }>(`${api}/follow-digests/send`)).body.data.mails).toBe(0);
    await c.buyer.post(`${api}/user_preference/create`, { key: 'mail:release-digest', value: true });
    expect((await c.admin.post<{ mails: number }>(`${api}/follow-digests/send`)).body.data.mails).toBe(1);
  });

  it('only administrators send digests now', async () => {
    expect((await c.visitor.post(`${api}/follow-digests/send`)).status).toBe(401);
    for (const who of [c.buyer, c.producer]) expect((await who.post(`${api}/follow-digests/send`)).status).toBe(403);
  });
});

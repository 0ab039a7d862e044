import type { FollowMessageSent, MessagingState } from '@beatmarket/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { rowsOf } from '../../db/rows.js';
import { mailOutbox } from '../../db/schema/index.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'producer2' | 'admin'>>>;
let producerId: number;
let cards: { id: number; title: string; slug: string }[] = [];
const api = '/private-api';
const message = { subject: 'New pack on Friday', body: '<p>Dark trap, <strong>ten beats</strong>.</p>' };

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.38.3', ['buyer', 'producer', 'producer2', 'admin']);
  producerId = ((await c.producer.get<{ id: number }>(`${api}/profile`)).body.data as { id: number }).id;
  await c.buyer.post(`${api}/producer/${producerId}/follow`, { digest: true });
  // Follows without asking for mail: gets no message.
  await c.producer2.post(`${api}/producer/${producerId}/follow`, { digest: false });
});
afterAll(() => t.close());

const messages = () => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'producer-message'));

describe("producers' messages to followers", () => {
  it('refuse bad input per field and markup that sanitizes to nothing', async () => {
    const bad = await c.producer.post(`${api}/follower-messages`, { subject: '', body: 3 });
    expect(bad.status).toBe(422);
    expect(bad.body.response_data!.errors!.map((e) => e.topic_id).sort()).toEqual(['body', 'subject']);
    const empty = await c.producer.post(`${api}/follower-messages`, { subject: 'Hi', body: '<script>x()</script>' });
    expect(empty.status).toBe(422);
    expect(empty.body.response_data!.topic_id).toBe('body');
  });

  it("carry beat cards of the producer's own published beats only", async () => {
    const beatsOf = async (email: string) =>
      rowsOf<{ id: number; title: string; slug: string; published: boolean }>(
        await t.database.db.execute(sql`
          select b.id, b.title, b.slug, b.published_at is not null as published from beats b
          join users u on u.id = b.producer_id where u.email = ${email} and b.deleted_at is null order by b.id`),
      );
    const mine = (await beatsOf('producer@beatmarket.test')).filter((b) => b.published);
    const theirs = (await beatsOf('producer2@beatmarket.test')).filter((b) => b.published);
    const refused = await c.producer.post(`${api}/follower-messages`, {
      ...message,
      beat_ids: [mine[0]!.id, theirs[0]!.id],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.response_data!.topic_id).toBe('beat_ids');
    const twice = await c.producer.post(`${api}/follower-messages`, {
      ...message,
      beat_ids: [mine[0]!.id, mine[0]!.id],
    });
    expect(twice.status).toBe(422);
    const many = await c.producer.post(`${api}/follower-messages`, { ...message, beat_ids: [1, 2, 3, 4, 5, 6, 7] });
    expect(many.body.response_data!.topic_id).toBe('beat_ids');
    expect(await messages()).toHaveLength(0);
    cards = mine.slice(0, 2);
  });

  it('mail the followers who asked, sanitized, with unsubscribe; then once a day at most', async () => {
    const sent = await c.producer.post<FollowMessageSent>(`${api}/follower-messages`, {
      ...message,
      body: `${message.body}<img src=x onerror="alert(1)">`,
      beat_ids: cards.map((b) => b.id),
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.recipients).toBe(1);
    const mails = await messages();
    expect(mails.map((m) => m.to)).toEqual(['buyer@beatmarket.test']);
    expect(mails[0]!.subject).toBe('marcusreed: New pack on Friday');
    expect(mails[0]!.html).toContain('<strong>ten beats</strong>');
    expect(mails[0]!.html).not.toContain('onerror');
    // The cards, in the order chosen, each linking to its beat page (and listed in the text part).
    const links = cards.map((b) => `http://beatmarket.test/beats/${b.slug}`);
    const html = mails[0]!.html ?? '';
    expect(html.indexOf(links[0]!)).toBeGreaterThan(-1);
    expect(html.indexOf(links[0]!)).toBeLessThan(html.indexOf(links[1]!));
    for (const b of cards) expect(mails[0]!.text).toContain(`${b.title}: http://beatmarket.test/beats/${b.slug}`);
    expect(mails[0]!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const again = await c.producer.post(`${api}/follower-messages`, message);
    expect(again.status).toBe(429);
    const state = (await c.producer.get<MessagingState>(`${api}/follower-messages`)).body.data;
    expect(state.enabled).toBe(true);
    expect(state.next_at).not.toBeNull();
  });

  it('are switched off per producer by administrators only', async () => {
    const id = ((await c.producer2.get<{ id: number }>(`${api}/profile`)).body.data as { id: number }).id;
    for (const who of [c.buyer, c.producer2])
      expect((await who.post(`${api}/producer/${id}/messaging`, { enabled: false })).status).toBe(403);
    expect((await c.admin.post(`${api}/producer/${id}/messaging`, { enabled: 'no' })).status).toBe(422);
    expect((await c.admin.post(`${api}/producer/${id}/messaging`, { enabled: false })).status).toBe(200);
    expect((await c.admin.get<{ enabled: boolean }>(`${api}/producer/${id}/messaging`)).body.data.enabled).toBe(false);
    expect((await c.producer2.get(`${api}/producer/${id}/messaging`)).status).toBe(403);
    expect((await c.producer2.get<MessagingState>(`${api}/follower-messages`)).body.data.enabled).toBe(false);
    expect((await c.producer2.post(`${api}/follower-messages`, message)).status).toBe(403);
    expect((await c.admin.post(`${api}/producer/${id}/messaging`, { enabled: true })).status).toBe(200);
    expect((await c.producer2.post(`${api}/follower-messages`, message)).status).toBe(200);
  });

  it('are for producers only', async () => {
    expect((await c.visitor.post(`${api}/follower-messages`, message)).status).toBe(401);
    expect((await c.buyer.post(`${api}/follower-messages`, message)).status).toBe(403);
    expect((await c.buyer.get(`${api}/follower-messages`)).status).toBe(403);
  });
});

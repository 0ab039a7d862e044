import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beats } from '../../db/schema/index.js';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'producer2' | 'admin'>>>;
type Beat = { id: number; premium_download_data: { id: number; name: string } | null };
const UNTAGGED = { id: 1, name: 'Untagged MP3' };
const save = (who: keyof typeof c, id: number, body: unknown) =>
  c[who].post<Beat>(`/private-api/beat/${id}/save`, body);
const stored = async (id: number) =>
  (await t.database.db.select({ p: beats.premiumDownloadData }).from(beats).where(eq(beats.id, id)))[0]!.p;

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.42', ['buyer', 'producer', 'producer2', 'admin']);
});
afterAll(() => t.close());

describe('the free untagged MP3 of a beat (spec §3 premium_download_data, §6)', () => {
  it('is chosen when the beat is made, off by default', async () => {
    const on = await c.producer.post<Beat>('/private-api/beat/create', {
      family: 'beat',
      title: 'Giveaway',
      premium_download: true,
    });
    expect(on.body.data.premium_download_data).toEqual(UNTAGGED);
    const off = await c.producer.post<Beat>('/private-api/beat/create', { family: 'beat', title: 'Kept' });
    expect(off.body.data.premium_download_data).toBeNull();
  });

  it('is switched by the producer or an administrator only (visitor 401; buyer, other producer, coproducer 403)', async () => {
    const made = await c.producer.post<Beat>('/private-api/beat/create', { family: 'beat', title: 'Switch' });
    const id = made.body.data.id;
    const producer2 = (await c.producer2.get<{ id: number }>('/private-api/profile')).body.data.id;
    // Published and co-produced, so every role can see it and only the rule refuses.
    await t.database.db.update(beats).set({ publishedAt: new Date(), coproducerId: producer2 }).where(eq(beats.id, id));
    expect((await save('visitor', id, { premium_download: true })).status).toBe(401);
    expect((await save('buyer', id, { premium_download: true })).status).toBe(403);
    expect((await save('producer2', id, { premium_download: true })).status).toBe(403);
    expect(await stored(id)).toBeNull();
    // The coproducer still edits the rest.
    expect((await save('producer2', id, { samples: true })).status).toBe(200);

    const on = await save('producer', id, { premium_download: true });
    expect(on.status).toBe(200);
    expect(on.body.data.premium_download_data).toEqual(UNTAGGED);
    expect(await stored(id)).toEqual(UNTAGGED);
    const off = await save('admin', id, { premium_download: false });
    expect(off.body.data.premium_download_data).toBeNull();
    expect(await stored(id)).toBeNull();
  });

  it('is refused with a field error when it is not on or off', async () => {
    const beat = (await c.producer.post<Beat>('/private-api/beat/create', { family: 'beat', title: 'Checked' })).body
      .data;
    for (const value of ['yes', 1, null]) {
      const bad = await save('producer', beat.id, { premium_download: value });
      expect(bad.status).toBe(422);
      expect(bad.body.response_data?.errors).toEqual([{ topic_id: 'premium_download', message: 'Choose on or off' }]);
    }
    expect(await stored(beat.id)).toBeNull();
    const made = await c.producer.post('/private-api/beat/create', {
      family: 'beat',
      title: 'Odd',
      premium_download: 'on',
    });
    expect(made.status).toBe(422);
  });
});

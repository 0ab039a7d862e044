import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beats, tags } from '../../db/schema/index.js';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { createBeatEditingRepository } from './beat-editing.repository.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'producer2' | 'admin'>>>;
type Beat = {
  id: number;
  slug: string;
  family: string;
  published_at: string | null;
  publish_requested_at: string | null;
  tags_object: Record<string, { group: string }>;
  producer_id: number;
  coproducer_id: number | null;
  coproducer_name: string | null;
  title: string;
  bpm: number | null;
  media_state: string;
};

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.7.4', ['buyer', 'producer', 'producer2', 'admin']);
});
afterAll(() => t.close());

const newBeat = {
  family: 'beat',
  title: 'Night Shift Pt. 2',
  beat_type: 'with_hooks',
  bpm: 92,
  tags: [
    { name: 'Trap', group: 'genre' },
    { name: 'Cinematic Horns', group: 'instruments' },
  ],
};

describe('creating beats', () => {
  it('is for producers and above', async () => {
    expect((await c.visitor.post('/private-api/beat/create', newBeat)).status).toBe(401);
    expect((await c.buyer.post('/private-api/beat/create', newBeat)).status).toBe(403);
  });

  it('makes an unpublished beat with a unique slug, its tags, and search that finds it', async () => {
    const a = await c.producer.post<Beat>('/private-api/beat/create', newBeat);
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({ slug: 'night-shift-pt-2', published_at: null, media_state: 'none', bpm: 92 });
    expect(a.body.data.tags_object.cinematichorns).toMatchObject({ group: 'instruments' });
    const b = await c.producer.post<Beat>('/private-api/beat/create', { ...newBeat, tags: [] });
    expect(b.body.data.slug).toBe('night-shift-pt-2-2');
    const found = await c.producer.get<Beat[]>(
      `/private-api/beat/records?search=${encodeURIComponent('#cinematichorns')}`,
    );
    expect(found.body.data.map((x) => x.id)).toEqual([a.body.data.id]);
    // Unpublished: strangers do not see it.
    expect((await c.buyer.get(`/private-api/beat/${a.body.data.id}`)).status).toBe(404);
  });

  it('validates per field', async () => {
    const res = await c.producer.post('/private-api/beat/create', { family: 'album', title: '', bpm: 999 });
    expect(res.status).toBe(422);
    expect(res.body.response_data?.errors?.map((e) => e.topic_id).sort()).toEqual(['bpm', 'family', 'title']);
  });
});

describe('editing beats', () => {
  let beat: Beat;
  beforeAll(async () => {
    beat = (
      await c.producer.post<Beat>('/private-api/beat/create', {
        family: 'feature',
        title: 'Verse For Hire',
        price: 15000,
      })
    ).body.data;
  });

  it('autosaves one field at a time, owner and administrators only', async () => {
    expect((await c.producer.post<Beat>(`/private-api/beat/${beat.id}/save`, { bpm: 101 })).body.data.bpm).toBe(101);
    expect((await c.admin.post<Beat>(`/private-api/beat/${beat.id}/save`, { bpm: 102 })).body.data.bpm).toBe(102);
    expect((await c.producer2.post(`/private-api/beat/${beat.id}/save`, { bpm: 60 })).status).toBe(404);
    expect((await c.producer.get<Beat>(`/private-api/beat/${beat.id}`)).body.data.bpm).toBe(102);
    const ids = async (q: string) =>
      (await c.producer.get<Beat[]>(`/private-api/beat/records?search=${encodeURIComponent(q)}`)).body.data.map(
        (x) => x.id,
      );
    expect(await ids('bpm:102')).toContain(beat.id);
    expect(await ids('bpm:95-105')).toContain(beat.id);
    expect(await ids('bpm:101')).not.toContain(beat.id);
  });

  it('replaces tags and sets a coproducer, both searchable', async () => {
    const producer2 = (await c.producer2.get<{ id: number; nickname: string }>('/private-api/profile')).body.data;
    const saved = await c.producer.post<Beat>(`/private-api/beat/${beat.id}/save`, {
      tags: [{ name: 'Soul', group: 'genre' }],
      coproducer_id: producer2.id,
    });
    expect(Object.keys(saved.body.data.tags_object)).toEqual(['soul']);
    expect(saved.body.data.coproducer_id).toBe(producer2.id);
    const found = await c.producer.get<Beat[]>(
      `/private-api/beat/records?search=${encodeURIComponent(`#soul @${producer2.nickname}`)}`,
    );
    expect(found.body.data.map((x) => x.id)).toContain(beat.id);
    expect(
      (await c.producer.post(`/private-api/beat/${beat.id}/save`, { coproducer_id: saved.body.data.producer_id }))
        .status,
    ).toBe(422);
  });

  it('asks for publishing; only administrators publish', async () => {
    expect((await c.producer.post(`/private-api/beat/${beat.id}/publish`)).status).toBe(403);
    const asked = await c.producer.post<Beat>(`/private-api/beat/${beat.id}/request_publish`);
    expect(asked.body.data.publish_requested_at).not.toBeNull();
    const published = await c.admin.post<Beat>(`/private-api/beat/${beat.id}/publish`);
    expect(published.body.data.published_at).not.toBeNull();
    expect((await c.producer.post(`/private-api/beat/${beat.id}/request_publish`)).status).toBe(409);
  });

  it('refuses to ask for a beat without a ready preview, and refuses strangers', async () => {
    const silent = (await c.producer.post<Beat>('/private-api/beat/create', { family: 'beat', title: 'No Audio Yet' }))
      .body.data;
    const res = await c.producer.post(`/private-api/beat/${silent.id}/request_publish`);
    expect(res.status).toBe(409);
    expect(res.body.response_data?.error).toBe('Upload the master first: visitors need a preview to hear.');
    expect((await c.producer2.post(`/private-api/beat/${silent.id}/request_publish`)).status).toBe(404);
    expect((await c.visitor.post(`/private-api/beat/${silent.id}/request_publish`)).status).toBe(404);
  });
});

describe('the dashboard list', () => {
  it('shows producers their own and coproduced beats in every state', async () => {
    expect((await c.visitor.get('/private-api/dashboard/beats')).status).toBe(401);
    expect((await c.buyer.get('/private-api/dashboard/beats')).status).toBe(403);
    const mine = await c.producer.get<Beat[]>('/private-api/dashboard/beats?per_page=100');
    const me = (await c.producer.get<{ id: number }>('/private-api/profile')).body.data.id;
    expect(mine.body.data.length).toBeGreaterThan(10);
    expect(mine.body.data.every((b) => b.producer_id === me || b.coproducer_id === me)).toBe(true);
    expect(mine.body.data.some((b) => b.published_at === null)).toBe(true);
    // Newest first: the last beat this file created.
    expect(mine.body.data[0]!.title).toBe('No Audio Yet');
  });
});

describe('all or nothing', () => {
  it('a new beat whose tags cannot be written is not left behind', async () => {
    const editing = createBeatEditingRepository(t.database.db);
    const me = (await c.producer.get<{ id: number }>('/private-api/profile')).body.data.id;
    // Past the request checks (which refuse NUL first), the database is what refuses it.
    const bad = [
      { name: 'Fine Tag', group: 'genre' as const },
      { name: 'Broken\u0000Tag', group: 'genre' as const },
    ];
    await expect(editing.insert({ family: 'beat', title: 'Half Written', producerId: me }, bad)).rejects.toThrow();
    const rows = await t.database.db.select({ id: beats.id }).from(beats).where(eq(beats.title, 'Half Written'));
    expect(rows).toEqual([]);
    expect(await t.database.db.select({ id: tags.id }).from(tags).where(eq(tags.slug, 'finetag'))).toEqual([]);
  });

  it('a save whose tags cannot be written changes nothing, not even the title', async () => {
    const me = (await c.producer.get<{ id: number; role: number }>('/private-api/profile')).body.data;
    const id = (await c.producer.post<Beat>('/private-api/beat/create', { family: 'feature', title: 'Kept Title' }))
      .body.data.id;
    // The service below the HTTP checks: the database is what refuses the tag.
    const save = t.app.services.entities.save('beat', { user: { id: me.id, role: me.role } as never }, String(id), {
      title: 'Changed',
      tags: [{ name: 'Bad\u0000', group: 'genre' }],
    });
    await expect(save).rejects.toThrow();
    expect((await c.producer.get<Beat>(`/private-api/beat/${id}`)).body.data.title).toBe('Kept Title');
  });
});

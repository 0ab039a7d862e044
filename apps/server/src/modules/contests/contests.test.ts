import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContestSummaryData } from '@beatmarket/shared';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir } from '../../../test/media-helpers.js';
import { api, contestBody, contestUpload, HOUR, readContest } from '../../../test/fixtures/contests.js';

// Issue 34: administrators create contests; signed-in accounts enter them while submissions are open.
let t: TestContext;
let as: Record<'visitor' | 'buyer' | 'producer' | 'producer2' | 'admin', Client>;
const t0 = Date.now();
let clock = t0;
beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir(), now: () => new Date(clock) });
  as = await clientsByRole(t.app, '10.34.1', ['buyer', 'producer', 'producer2', 'admin']);
}, 120_000);
afterAll(() => t.close());

const create = (body: unknown, c = as.admin) => c.post<{ id: number; slug: string }>(`${api}/contests`, body);
const errors = (res: { body: { response_data?: { errors?: { topic_id: string }[] } } }) =>
  res.body.response_data?.errors?.map((e) => e.topic_id) ?? [];

describe('creating and editing a contest', () => {
  it('who may create: visitor 401, signed-in user 403, producer 403, administrator 200', async () => {
    const body = contestBody('who-creates', t0);
    expect((await create(body, as.visitor)).status).toBe(401);
    expect((await create(body, as.buyer)).status).toBe(403);
    expect((await create(body, as.producer)).status).toBe(403);
    const made = await create(body);
    expect(made.status).toBe(200);
    const edit = { ...body, title: 'Renamed contest' };
    expect((await as.buyer.post(`${api}/contests/${made.body.data.id}`, edit)).status).toBe(403);
    expect((await as.admin.post(`${api}/contests/${made.body.data.id}`, edit)).status).toBe(200);
    expect((await readContest(as.visitor, 'who-creates')).body.data.title).toBe('Renamed contest');
    expect((await as.admin.post(`${api}/contests/999999`, edit)).status).toBe(404);
  });

  it('validation: per-field 422s, never a 500', async () => {
    const bad = async (over: Record<string, unknown>, field: string) => {
      const res = await create({ ...contestBody('valid-one', t0), ...over });
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(errors(res), JSON.stringify(over)).toContain(field);
    };
    await bad({ slug: 'Not A Slug' }, 'slug');
    await bad({ title: '' }, 'title');
    await bad({ voting_close_at: new Date(t0).toISOString() }, 'voting_close_at');
    await bad({ voting_open_at: new Date(t0).toISOString() }, 'voting_open_at');
    await bad({ submissions_open_at: 'tomorrow' }, 'submissions_open_at');
    await bad({ prizes: [{ place: 1, kind: 'cash', amount: 10.5 }] }, 'prizes.0.amount');
    await bad({ prizes: [{ place: 1, kind: 'coupon', percent_off: 0 }] }, 'prizes.0.percent_off');
    await bad({ file_token: 'not-a-real-token-at-all' }, 'file_token');
    expect((await create(contestBody('taken-slug', t0))).status).toBe(200);
    await bad({ slug: 'taken-slug' }, 'slug');
  });

  it('rich text is sanitised; a draft is seen by administrators only', async () => {
    const body = contestBody('draft-one', t0, { published: false, brief: '<p>Hi<script>alert(1)</script></p>' });
    expect((await create(body)).status).toBe(200);
    expect((await readContest(as.visitor, 'draft-one')).status).toBe(404);
    expect((await readContest(as.buyer, 'draft-one')).status).toBe(404);
    const read = await readContest(as.admin, 'draft-one');
    expect(read.body.data.brief).not.toContain('script');
    const list = async (c: Client) => (await c.get<ContestSummaryData[]>(`${api}/contests`)).body.data;
    expect((await list(as.visitor)).some((c) => c.slug === 'draft-one')).toBe(false);
    expect((await list(as.admin)).some((c) => c.slug === 'draft-one')).toBe(true);
  });

  it('the stems: uploaded by administrators, a signed link for signed-in viewers only', async () => {
    const zip = {
      name: 'stems.zip',
      type: 'application/zip',
      body: Buffer.from('PK\x03\x04 stems of the contest beat'),
    };
    expect((await contestUpload(t.app, as.producer, 'contest_file', zip)).status).toBe(403);
    const { token } = await contestUpload(t.app, as.admin, 'contest_file', zip);
    expect(token).not.toBe('');
    // Another administrator's token is not this one's to name; a made-up one is refused.
    expect((await create(contestBody('stems', t0, { file_token: token }), as.admin)).status).toBe(200);
    expect((await readContest(as.visitor, 'stems')).body.data.file_href).toBeNull();
    const href = (await readContest(as.buyer, 'stems')).body.data.file_href!;
    expect(href).toMatch(/^\/download\//);
    const got = await as.buyer.get(href);
    expect(got.status).toBe(200);
    expect((await as.visitor.get(href)).status).toBe(403);
  });
});

describe('entries', () => {
  it('who may enter: visitor 401, signed-in users while open, one entry per account', async () => {
    const { body } = await create(contestBody('entries', t0));
    const id = body.data.id;
    const enter = async (c: Client, title = 'My song') => {
      const { token } = await contestUpload(t.app, c, 'contest_entry');
      return c.post<{ id: number }>(`${api}/contests/${id}/entries`, { title, file_token: token });
    };
    expect(
      (await as.visitor.post(`${api}/contests/${id}/entries`, { title: 'x', file_token: 'x'.repeat(20) })).status,
    ).toBe(401);
    expect((await contestUpload(t.app, as.visitor, 'contest_entry')).status).toBe(401);
    expect((await enter(as.buyer)).status).toBe(200);
    const again = await enter(as.buyer, 'Second song');
    expect(again.status).toBe(409);
    expect((await enter(as.producer)).status).toBe(200);
    // Someone else's upload cannot be entered as one's own.
    const { token } = await contestUpload(t.app, as.producer2, 'contest_entry');
    expect(
      errors(await as.admin.post(`${api}/contests/${id}/entries`, { title: 'Stolen', file_token: token })),
    ).toEqual(['file_token']);
    expect(errors(await as.producer2.post(`${api}/contests/${id}/entries`, { title: '', file_token: token }))).toEqual([
      'title',
    ]);
    // A text file is not a song.
    const text = { name: 'song.wav', type: 'audio/wav', body: Buffer.from('just some words, not audio at all') };
    expect((await contestUpload(t.app, as.producer2, 'contest_entry', text)).status).toBe(422);
    const page = (await readContest(as.visitor, 'entries')).body.data;
    expect(page.entries.map((e) => e.title)).toEqual(['My song', 'My song']);
    expect(page.entries.every((e) => e.votes === null && !e.mine)).toBe(true);
    const played = await as.visitor.get(page.entries[0]!.audio_href);
    expect(played.status).toBe(200);
    expect((await readContest(as.buyer, 'entries')).body.data.my_entry_count).toBe(1);
  });

  it('a contest allowing more takes that many, and only while submissions are open', async () => {
    const { body } = await create(contestBody('three-each', t0, { max_entries: 3 }));
    const id = body.data.id;
    const enter = async () => {
      const { token } = await contestUpload(t.app, as.buyer, 'contest_entry');
      return (await as.buyer.post(`${api}/contests/${id}/entries`, { title: 'Take', file_token: token })).status;
    };
    // Four at once: the count is taken under a lock, so exactly three get in.
    const tokens = await Promise.all([1, 2, 3, 4].map(() => contestUpload(t.app, as.buyer, 'contest_entry')));
    const statuses = await Promise.all(
      tokens.map(({ token }) => as.buyer.post(`${api}/contests/${id}/entries`, { title: 'Take', file_token: token })),
    );
    expect(statuses.map((s) => s.status).sort()).toEqual([200, 200, 200, 409]);
    expect(await enter()).toBe(409);
    const later = (await create(contestBody('later', t0 + 5 * HOUR))).body.data.id;
    const { token } = await contestUpload(t.app, as.buyer, 'contest_entry');
    expect(
      (await as.buyer.post(`${api}/contests/${later}/entries`, { title: 'Early', file_token: token })).status,
    ).toBe(409);
    clock = t0 + HOUR; // submissions close at this very moment
    expect(
      (await as.buyer.post(`${api}/contests/${later - 1}/entries`, { title: 'Late', file_token: token })).status,
    ).toBe(409);
    clock = t0;
  });
});

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateFfmpeg } from '../../adapters/ffmpeg.js';
import { type Client, clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir, upload } from '../../../test/media-helpers.js';
import { synthesizeBeat } from '../media/synth.js';
import { SOUND_DIMENSIONS, SOUND_VERSION } from '../media/sound-features.js';
import { createBeatsRepository } from './beats.repository.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'producer' | 'producer2' | 'admin' | 'buyer'>>>;
const ffmpeg = locateFfmpeg();
const dir = mkdtempSync(path.join(tmpdir(), 'bm-similar-'));
type Row = Record<string, unknown>;
const rows = async <T extends Row>(q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;

/** The beats of the test, by role: `a` the page's beat; the others what it may or may not suggest. */
const beat: Record<'a' | 'gain' | 'faster' | 'dupe' | 'tagsOnly' | 'sold', number> = {
  a: 0,
  gain: 0,
  faster: 0,
  dupe: 0,
  tagsOnly: 0,
  sold: 0,
};

/** Published, purchasable beats of a demo producer, oldest first. */
async function publishedOf(email: string): Promise<number[]> {
  const found = await rows<{ id: number }>(sql`
    select b.id from beats b join users u on u.id = b.producer_id
    where u.email = ${email} and b.published_at is not null and b.deleted_at is null and b.available and not b.sold
      and b.family = 'beat' order by b.id`);
  return found.map((r) => Number(r.id));
}

const similarIds = async () => {
  const res = await c.visitor.post<{ beat: { id: number }[] }>(`/private-api/beat/${beat.a}/upsell`, {});
  expect(res.status).toBe(200);
  return res.body.data.beat.map((b) => b.id);
};

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir() });
  c = await clientsByRole(t.app, '10.7.37', ['producer', 'producer2', 'admin', 'buyer']);
  const mine = await publishedOf('producer@beatmarket.test');
  const theirs = await publishedOf('producer2@beatmarket.test');
  expect(mine.length).toBeGreaterThanOrEqual(3);
  expect(theirs.length).toBeGreaterThanOrEqual(4);
  Object.assign(beat, {
    a: mine[0],
    dupe: mine[1],
    gain: theirs[0],
    faster: theirs[1],
    tagsOnly: theirs[2],
    sold: theirs[3],
  });

  // One made-up pattern; the others are it at half the gain, 3 % faster, or another tempo and key.
  const files = {
    a: path.join(dir, 'a.wav'),
    gain: path.join(dir, 'gain.wav'),
    faster: path.join(dir, 'faster.wav'),
    other: path.join(dir, 'other.wav'),
  };
  await synthesizeBeat(ffmpeg, files.a, { bpm: 140, key: 'A minor', seconds: 12 });
  await synthesizeBeat(ffmpeg, files.other, { bpm: 96, key: 'D# major', seconds: 12 });
  await ffmpeg.run(['-y', '-i', files.a, '-af', 'volume=0.5', files.gain]);
  await ffmpeg.run(['-y', '-i', files.a, '-af', 'atempo=1.03', files.faster]);
  const masters: [keyof typeof beat, string, 'producer' | 'producer2'][] = [
    ['a', files.a, 'producer'],
    ['dupe', files.gain, 'producer'],
    ['gain', files.gain, 'producer2'],
    ['faster', files.faster, 'producer2'],
    ['tagsOnly', files.other, 'producer2'],
    ['sold', files.a, 'producer2'],
  ];
  for (const [name, file, owner] of masters) {
    const done = await upload(t.app, c[owner], {
      purpose: 'master',
      beat_id: beat[name],
      name: 'master.wav',
      type: 'audio/wav',
      body: readFileSync(file),
    });
    expect(done.step).toBe('complete');
  }
  expect(await t.app.services.mediaWorker.drain()).toBe(masters.length);

  // Tags: the tag-only beat shares every tag with `a`; the same-material beats share none.
  await t.database.db.execute(sql`delete from beat_tags where beat_id in (${beat.gain}, ${beat.faster}, ${beat.sold})`);
  await t.database.db.execute(sql`delete from beat_tags where beat_id = ${beat.tagsOnly}`);
  await t.database.db.execute(sql`
    insert into beat_tags (beat_id, tag_id) select ${beat.tagsOnly}, tag_id from beat_tags where beat_id = ${beat.a}`);
  await t.database.db.execute(sql`update beats set sold = true where id = ${beat.sold}`);
  // Tempo and key as a producer labelled them (the detector's guesses prefill only empty fields).
  await t.database.db.execute(sql`update beats set bpm = 140, musical_key = 'A minor' where id = ${beat.a}`);
  await t.database.db.execute(sql`update beats set bpm = 96, musical_key = 'D# major' where id = ${beat.tagsOnly}`);
}, 300_000);
afterAll(() => t.close());

describe('sound descriptions', () => {
  it('every processed master is described: a vector of the layout version, and its loudness', async () => {
    const described = await rows<{ id: number; dims: number; lufs: number; version: number }>(sql`
      select id, cube_dim(sound) as dims, loudness_lufs as lufs, sound_version as version from beats
      where id in (${sql.join(
        Object.values(beat).map((id) => sql`${id}`),
        sql`, `,
      )})`);
    expect(described).toHaveLength(6);
    for (const r of described) {
      expect(Number(r.dims)).toBe(SOUND_DIMENSIONS);
      expect(Number(r.version)).toBe(SOUND_VERSION);
      expect(Number(r.lufs)).toBeGreaterThan(-30);
      expect(Number(r.lufs)).toBeLessThan(0);
    }
  });

  it('the backfill describes a master processed before the pipeline measured sound', async () => {
    await t.database.db.execute(
      sql`update beats set sound = null, loudness_lufs = null, sound_version = null where id = ${beat.faster}`,
    );
    let rounds = 0;
    while (await t.app.services.soundBackfill()) rounds++;
    expect(rounds).toBeGreaterThanOrEqual(1);
    const [row] = await rows<{ dims: number }>(
      sql`select cube_dim(sound) as dims from beats where id = ${beat.faster}`,
    );
    expect(Number(row!.dims)).toBe(SOUND_DIMENSIONS);
  });

  it('nearestBySound answers nearest first from a vector, with the filters given', async () => {
    const [me] = await rows<{ sound: string }>(sql`select sound::text as sound from beats where id = ${beat.a}`);
    const vector = me!.sound
      .replace(/[()]/g, '')
      .split(',')
      .map((v) => Number(v));
    const near = await createBeatsRepository(t.database.db).nearestBySound(vector, [], 3);
    expect(near[0]!.id).toBe(beat.a);
    expect(near[0]!.distance).toBeCloseTo(0, 5);
    expect(near.map((n) => n.id)).not.toContain(beat.sold);
    const others = await createBeatsRepository(t.database.db).nearestBySound(
      vector,
      [sql`producer_id <> ${near[0]!.producerId}`],
      2,
    );
    expect(others.map((n) => n.id).sort()).toEqual([beat.gain, beat.faster].sort());
  });
});

describe('similar beats by sound', () => {
  it('ranks the same material above beats that only share tags, without near-duplicates or sold beats', async () => {
    const ids = await similarIds();
    expect(ids.slice(0, 2).sort()).toEqual([beat.gain, beat.faster].sort());
    expect(ids.indexOf(beat.tagsOnly)).toBeGreaterThan(1);
    // The same producer's re-upload at another gain is the same beat, and a sold exclusive is gone.
    expect(ids).not.toContain(beat.dupe);
    expect(ids).not.toContain(beat.sold);
    expect(ids).not.toContain(beat.a);
  });

  it("the administrators' weights change the order: tags alone put the tag-sharing beat first", async () => {
    const weights = {
      similar_weight_sound: 0,
      similar_weight_key: 0,
      similar_weight_tempo: 0,
      similar_weight_tags: 100,
    };
    expect((await c.admin.post('/private-api/settings', weights)).status).toBe(200);
    expect((await similarIds())[0]).toBe(beat.tagsOnly);
    const reset = {
      similar_weight_sound: 60,
      similar_weight_key: 15,
      similar_weight_tempo: 10,
      similar_weight_tags: 15,
    };
    expect((await c.admin.post('/private-api/settings', reset)).status).toBe(200);
    expect((await similarIds())[0]).not.toBe(beat.tagsOnly);
    expect((await c.producer.post('/private-api/settings', weights)).status).toBe(403);
  });

  it('a beat without a description gets the tag list', async () => {
    const [plain] = (await publishedOf('producer@beatmarket.test')).filter((id) => id !== beat.a && id !== beat.dupe);
    const res = await c.visitor.post<{ beat: { id: number }[] }>(`/private-api/beat/${plain}/upsell`, {});
    expect(res.status).toBe(200);
    expect(res.body.data.beat.length).toBeGreaterThan(0);
    const tagged = await createBeatsRepository(t.database.db).similarByTags(plain!, 6);
    expect(res.body.data.beat.map((b) => b.id)).toEqual(tagged.map((b) => b.id));
  });
});

describe('"sounds like" search (issue 37 §3)', () => {
  type Found = { id: number }[];
  const soundsLike = (client: Client, body: object) => client.post<Found>('/private-api/beat/sounds_like', body);
  /** A reference track uploaded by `client`: its signed token. */
  async function reference(client: Client, file: string) {
    const done = await upload(t.app, client, {
      purpose: 'sound_reference',
      name: 'my-reference.wav',
      type: 'audio/wav',
      body: readFileSync(file),
    });
    expect(done.res.status).toBe(200);
    return String(Reflect.get(done.res.body.data, 'file_token'));
  }

  it('from an uploaded file: the beats made of the same material first, the sold one left out, the file deleted', async () => {
    const token = await reference(c.buyer, path.join(dir, 'a.wav'));
    const res = await soundsLike(c.buyer, { file_token: token });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((b) => b.id);
    const same = [beat.a, beat.gain, beat.dupe, beat.faster];
    expect(new Set(ids.slice(0, 4))).toEqual(new Set(same));
    expect(ids).not.toContain(beat.sold);
    // The demand report counts the reference by the tags of the beats it found (issue 37 §6).
    await t.app.services.searchDemand.flush();
    const [kept] = await rows<{ query: string; tags: string[]; searches: number }>(
      sql`select query, tags, searches from search_demand where sounds_like`,
    );
    const found = await rows<{ slugs: string[] }>(
      sql`select tag_slugs as slugs from beats where id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    expect(kept!.tags.length).toBeGreaterThan(0);
    for (const tag of kept!.tags) expect(found.some((f) => f.slugs.includes(tag))).toBe(true);
    expect(kept).toMatchObject({ query: kept!.tags.map((x) => `#${x}`).join(' '), searches: 1 });
    // The reference was deleted after it was heard: the token finds nothing any more.
    const again = await soundsLike(c.buyer, { file_token: token });
    expect(again.status).toBe(422);
    expect(JSON.stringify(again.body)).toContain('Please upload the file again.');
  }, 60_000);

  it('narrowed by the search language, and "more like this" from a beat, without the beat itself', async () => {
    // Saved through the editor, so the search keys follow the tempo.
    const tempo = (client: Client, id: number, bpm: number) =>
      client.post(`/private-api/beat/${id}/save`, { field: 'bpm', value: bpm });
    expect((await tempo(c.producer, beat.a, 140)).status).toBe(200);
    expect((await tempo(c.producer2, beat.tagsOnly, 96)).status).toBe(200);
    const narrowed = await soundsLike(c.buyer, {
      file_token: await reference(c.buyer, path.join(dir, 'other.wav')),
      search: 'bpm:130-150',
    });
    expect(narrowed.status).toBe(200);
    const ids = narrowed.body.data.map((b) => b.id);
    // The nearest in sound (the same pattern at 96 BPM) is out of the tempo range asked for.
    expect(ids).not.toContain(beat.tagsOnly);
    expect(ids).toContain(beat.a);
    const more = await soundsLike(c.visitor, { beat_id: beat.a });
    expect(more.status).toBe(200);
    const near = more.body.data.map((b) => b.id);
    expect(near).not.toContain(beat.a);
    expect(new Set(near.slice(0, 3))).toEqual(new Set([beat.gain, beat.dupe, beat.faster]));
  }, 60_000);

  it("refuses what it cannot hear: nothing or both references, a visitor's file, another account's file, silence", async () => {
    const none = await soundsLike(c.buyer, {});
    expect(none.status).toBe(422);
    expect(JSON.stringify(none.body)).toContain('Send a file or pick a beat');
    expect((await soundsLike(c.buyer, { file_token: 'x', beat_id: beat.a })).status).toBe(422);
    expect((await soundsLike(c.visitor, { file_token: 'x' })).status).toBe(401);
    const mine = await reference(c.buyer, path.join(dir, 'a.wav'));
    expect((await soundsLike(c.producer, { file_token: mine })).status).toBe(422);
    const quiet = path.join(dir, 'quiet.wav');
    await ffmpeg.run(['-y', '-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=stereo', '-t', '2', quiet]);
    const silent = await soundsLike(c.buyer, { file_token: await reference(c.buyer, quiet) });
    expect(silent.status).toBe(422);
    expect(JSON.stringify(silent.body)).toContain('too little music');
    expect((await soundsLike(c.visitor, { beat_id: 99_999_999 })).status).toBe(404);
  }, 60_000);
});

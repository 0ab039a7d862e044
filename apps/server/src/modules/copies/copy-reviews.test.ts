import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CopyMatchView } from '@beatmarket/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { locateFfmpeg } from '../../adapters/ffmpeg.js';
import { clientsByRole, createTestContext, type Client, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir, upload } from '../../../test/media-helpers.js';
import { seededBeat, transformed } from '../../../test/fingerprint-audio.js';

// Issue 37 §4 end to end: an upload of another producer's audio is held until an administrator clears it.
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'producer2' | 'admin'>>>;
const dir = mkdtempSync(path.join(tmpdir(), 'bm-copy-reviews-'));
const api = '/private-api';
let master: string;
let copy: string;

async function beatWithMaster(who: Client, title: string, file: string): Promise<number> {
  const beat = (await who.post<{ id: number }>(`${api}/beat/create`, { family: 'beat', title })).body.data;
  const mp3 = file.endsWith('.mp3');
  const sent = await upload(t.app, who, {
    purpose: 'master',
    beat_id: beat.id,
    name: path.basename(file),
    type: mp3 ? 'audio/mpeg' : 'audio/wav',
    body: readFileSync(file),
  });
  expect(sent.res.status).toBe(200);
  await t.app.services.mediaWorker.drain();
  return beat.id;
}

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir() });
  c = await clientsByRole(t.app, '10.7.37', ['buyer', 'producer', 'producer2', 'admin']);
  master = path.join(dir, 'original.wav');
  await seededBeat(master, 37, 30);
  copy = await transformed(locateFfmpeg(), master, 'all', dir);
}, 60_000);
afterAll(() => t.close());

describe('uploads held as possible copies', () => {
  let original: number;
  let stolen: number;

  it("holds a copy of another account's beat: its owner is told, nobody can publish it", async () => {
    original = await beatWithMaster(c.producer, 'Original Flame', master);
    expect((await c.admin.post(`${api}/beat/${original}/publish`)).status).toBe(200);
    stolen = await beatWithMaster(c.producer2, 'Totally Mine', copy);

    // Every administrator is mailed once, and the back office's badge counts it.
    const mailed = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'upload-held-for-review'));
    expect(mailed.map((m) => m.to)).toEqual(['admin@beatmarket.test']);
    expect(mailed[0]!.subject).toBe('Totally Mine is held as a possible copy of Original Flame');
    expect(mailed[0]!.text).toContain('/beats/copy-reviews');
    expect((await c.admin.get<{ count: number }>(`${api}/copy-reviews/count`)).body.data.count).toBe(1);

    const seen = await c.producer2.get<CopyMatchView>(`${api}/beat/${stolen}/copy-match`);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ state: 'held', original_id: original, original_title: 'Original Flame' });
    expect((await c.visitor.get(`${api}/beat/${stolen}/copy-match`)).status).toBe(401);
    for (const who of [c.buyer, c.producer])
      expect((await who.get(`${api}/beat/${stolen}/copy-match`)).status).toBe(403);
    expect((await c.admin.get(`${api}/beat/999999/copy-match`)).status).toBe(404);

    // Nobody can even ask: the request would only mail administrators about a beat they cannot publish.
    const asked = await c.producer2.post<unknown>(`${api}/beat/${stolen}/request_publish`);
    expect(asked.status).toBe(409);
    expect(JSON.stringify(asked.body)).toContain('possible copy of Original Flame');
    const refused = await c.admin.post<unknown>(`${api}/beat/${stolen}/publish`);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('possible copy of Original Flame');
    await c.admin.post(`${api}/beat/bulk/approve`, { ids: [stolen] });
    const still = await c.admin.get<{ published_at: string | null }>(`${api}/beat/${stolen}`);
    expect(still.body.data.published_at).toBeNull();
  }, 60_000);

  it('lists it for administrators only, who clear it once', async () => {
    expect((await c.visitor.get(`${api}/copy-reviews`)).status).toBe(401);
    for (const who of [c.buyer, c.producer, c.producer2])
      expect((await who.get(`${api}/copy-reviews`)).status).toBe(403);
    const queue = await c.admin.get<CopyMatchView[]>(`${api}/copy-reviews`);
    expect(queue.body.data.map((m) => m.beat_id)).toContain(stolen);
    const row = queue.body.data.find((m) => m.beat_id === stolen)!;
    expect(row).toMatchObject({ title: 'Totally Mine', original_title: 'Original Flame' });
    expect(row.demo_url).toBeTruthy();
    expect(row.original_demo_url).toBeTruthy();

    const verdict = (who: Client, body: object) => who.post<unknown>(`${api}/copy-reviews/${stolen}/verdict`, body);
    expect((await verdict(c.producer2, { verdict: 'cleared' })).status).toBe(403);
    const bad = await verdict(c.admin, { verdict: 'maybe' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('verdict');
    expect((await verdict(c.admin, { verdict: 'cleared' })).status).toBe(200);
    expect((await verdict(c.admin, { verdict: 'rejected' })).status).toBe(409);
    expect((await c.admin.get<CopyMatchView[]>(`${api}/copy-reviews`)).body.data.map((m) => m.beat_id)).not.toContain(
      stolen,
    );
    expect((await c.admin.get<{ count: number }>(`${api}/copy-reviews/count`)).body.data.count).toBe(0);
    expect((await c.producer2.post(`${api}/beat/${stolen}/request_publish`)).status).toBe(200);
    expect((await c.admin.post(`${api}/beat/${stolen}/publish`)).status).toBe(200);
  });

  it('only warns the same producer re-uploading their own beat, linking the original', async () => {
    const again = await beatWithMaster(c.producer, 'Original Flame (again)', master);
    const seen = await c.producer.get<CopyMatchView>(`${api}/beat/${again}/copy-match`);
    expect(seen.body.data).toMatchObject({ state: 'warning', original_id: original });
    expect((await c.admin.post(`${api}/beat/${again}/publish`)).status).toBe(200);
  }, 60_000);

  it('keeps a rejected copy out of the catalog', async () => {
    const other = await beatWithMaster(c.producer2, 'Another Take', copy);
    expect((await c.producer2.get<CopyMatchView>(`${api}/beat/${other}/copy-match`)).body.data.state).toBe('held');
    expect((await c.admin.post(`${api}/copy-reviews/${other}/verdict`, { verdict: 'rejected' })).status).toBe(200);
    expect((await c.admin.post(`${api}/beat/${other}/publish`)).status).toBe(409);
  }, 60_000);
});

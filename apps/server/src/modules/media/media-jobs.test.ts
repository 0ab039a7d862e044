import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir, upload, wavTone } from '../../../test/media-helpers.js';
import { MAX_ATTEMPTS } from './media-jobs.repository.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'producer' | 'producer2'>>>;
let beatId: number;
type Beat = {
  id: number;
  media_state: string;
  media_error: string | null;
  demo_url: string | null;
  waveform_url: string | null;
  duration: number | null;
};

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir() });
  c = await clientsByRole(t.app, '10.7.2', ['producer', 'producer2']);
  beatId = (await c.producer.get<{ id: number }[]>('/private-api/dashboard/beats')).body.data[0]!.id;
});
afterAll(() => t.close());
const beat = async () => (await c.producer.get<Beat>(`/private-api/beat/${beatId}`)).body.data;

describe('audio jobs', () => {
  it('an uploaded master shows processing, then ready with a preview, waveform and duration', async () => {
    const done = await upload(t.app, c.producer, {
      purpose: 'master',
      beat_id: beatId,
      name: 'master.wav',
      type: 'audio/wav',
      body: wavTone(3),
    });
    expect((done.res.body.data.beat as Beat).media_state).toBe('processing');
    expect(await t.app.services.mediaWorker.drain()).toBe(1);
    const ready = await beat();
    expect(ready.media_state).toBe('ready');
    expect(ready.duration).toBeCloseTo(3, 1);
    const waveform = await t.app.inject({ url: ready.waveform_url! });
    expect((waveform.json() as { peaks: number[] }).peaks.length).toBe(800);
    const range = await t.app.inject({ url: ready.demo_url!, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('audio/mpeg');
    expect(range.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(range.headers['cache-control']).toContain('immutable');
  });

  it('the delivery files say what a buyer receives: the pipeline MP3, the WAV master, and no trackouts yet', async () => {
    const res = await c.producer.get<{ kind: string; source: string | null; name: string | null }[]>(
      `/private-api/beat/${beatId}/delivery`,
    );
    expect(res.body.data.map(({ kind, source }) => [kind, source])).toEqual([
      ['mp3', 'pipeline'],
      ['wav', 'master'],
      ['zip', null],
    ]);
    expect(res.body.data[1]!.name).toBe('master.wav');
    expect((await c.producer2.get(`/private-api/beat/${beatId}/delivery`)).status).toBe(403);
  });

  it('a job whose worker died is claimed again once its lease runs out, and nothing is lost', async () => {
    await c.producer.post(`/private-api/beat/${beatId}/reprocess`);
    const jobs = t.app.services.mediaJobs;
    const crashed = await jobs.claim(60_000);
    expect(crashed?.beatId).toBe(beatId);
    expect(await jobs.claim(60_000)).toBeNull();
    expect((await beat()).media_state).toBe('processing');
    await t.database.db.execute(
      sql`update media_jobs set lease_until = now() - interval '1 second' where id = ${crashed!.id}`,
    );
    expect(await t.app.services.mediaWorker.drain()).toBe(1);
    expect((await beat()).media_state).toBe('ready');
  });

  it('a job that kills its worker every time is parked as failed after the max attempts, not claimed for ever', async () => {
    await c.producer.post(`/private-api/beat/${beatId}/reprocess`);
    const jobs = t.app.services.mediaJobs;
    const expire = () =>
      t.database.db.execute(
        sql`update media_jobs set lease_until = now() - interval '1 second' where state = 'running'`,
      );
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      const claimed = await jobs.claim(60_000);
      expect(claimed?.attempts).toBe(i);
      await expire(); // the worker died mid-job (out of memory): its lease runs out
    }
    expect(await jobs.claim(60_000)).toBeNull();
    expect(await jobs.claim(60_000)).toBeNull();
    const parked = await beat();
    expect(parked.media_state).toBe('failed');
    expect(parked.media_error).toBe(
      `Processing stopped before it finished, ${MAX_ATTEMPTS} times. Try a shorter or smaller file.`,
    );
    expect(await jobs.pendingCount()).toBe(0);
  });

  it('a master that cannot be processed fails with a reason after retries, and a retry can run again', async () => {
    const storage = t.app.services.storage;
    const masterKey = `private/masters/${beatId}/broken.wav`;
    const tmp = `${mediaDataDir()}/broken.wav`;
    (await import('node:fs')).writeFileSync(tmp, 'RIFF0000WAVEnot audio');
    await storage.upload(tmp, masterKey, 'audio/wav');
    await t.app.services.mediaJobs.enqueue(beatId, { key: masterKey, filename: 'broken.wav' });
    for (let i = 0; i < 3; i++) {
      await t.database.db.execute(sql`update media_jobs set run_after = now() where state = 'queued'`);
      await t.app.services.mediaWorker.drain();
    }
    const failed = await beat();
    expect(failed.media_state).toBe('failed');
    expect(failed.media_error).toMatch(/ffmpeg exited/);
    expect((await c.producer2.get<Beat>(`/private-api/beat/${beatId}`)).body.data.media_error ?? null).toBeNull();
    expect((await c.producer2.post(`/private-api/beat/${beatId}/reprocess`)).status).toBe(403);
    const retried = await c.producer.post<Beat>(`/private-api/beat/${beatId}/reprocess`);
    expect(retried.body.data.media_state).toBe('processing');
  });
});

import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreItemData } from '@beatmarket/shared';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir, upload, wavTone } from '../../../test/media-helpers.js';
import { MAX_ATTEMPTS } from '../media/media-jobs.repository.js';

/** Issue 34 (decision 0099): a store item's audio demo, made by the audio pipeline like a beat's preview. */
type Role = 'buyer' | 'producer' | 'producer2' | 'admin';
let t: TestContext;
let as: Record<Role | 'visitor', Client>;
beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir() });
  as = await clientsByRole(t.app, '10.83.7', ['buyer', 'producer', 'producer2', 'admin']);
});
afterAll(() => t.close());

const api = '/private-api';
const kit = { kind: 'loop_pack', title: 'Night Loops', description: 'Dark keys.', price: 1900 };
const newItem = async () => (await as.producer.post<StoreItemData>(`${api}/store_item/create`, kit)).body.data;
const demo = (c: Client, id: number, body: Buffer, name = 'demo.wav') =>
  upload(t.app, c, { purpose: 'store_demo', store_item_id: id, name, type: 'audio/wav', body });
const item = async (c: Client, id: number) => (await c.get<StoreItemData>(`${api}/store_item/${id}`)).body.data;

describe('store item demos', () => {
  it('an uploaded demo shows processing, then plays from a public preview with a waveform and its length', async () => {
    const { id } = await newItem();
    const done = await demo(as.producer, id, wavTone(4, 330));
    expect(done.res.status).toBe(200);
    expect((await item(as.producer, id)).demo_state).toBe('processing');
    expect(await t.app.services.mediaWorker.drain()).toBe(1);
    const ready = await item(as.producer, id);
    expect(ready).toMatchObject({ demo_state: 'ready', demo_error: null });
    expect(ready.demo_duration).toBeCloseTo(4, 1);
    const audio = await t.app.inject({ url: ready.demo_url!, headers: { range: 'bytes=0-99' } });
    expect(audio.statusCode).toBe(206);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    const waveform = await t.app.inject({ url: ready.demo_waveform_url! });
    expect((waveform.json() as { peaks: number[] }).peaks.length).toBe(800);

    // A new demo replaces the old: a new address (previews are cached for a year), the old files removed.
    await demo(as.producer, id, wavTone(2, 220));
    await t.app.services.mediaWorker.drain();
    const again = await item(as.producer, id);
    expect(again.demo_url).not.toBe(ready.demo_url);
    expect(again.demo_duration).toBeCloseTo(2, 1);
    expect((await t.app.inject({ url: ready.demo_url! })).statusCode).toBe(404);
  });

  it('only the seller and administrators upload a demo, and only audio', async () => {
    const { id } = await newItem();
    expect((await demo(as.producer2, id, wavTone(1))).res.status).toBe(404);
    expect((await demo(as.buyer, id, wavTone(1))).res.status).toBe(403);
    expect((await demo(as.visitor, id, wavTone(1))).res.status).toBe(401);
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 0)]);
    const wrong = await demo(as.producer, id, zip, 'demo.zip');
    expect(wrong.res.status).toBe(422);
    expect(JSON.stringify(wrong.res.body)).toContain('This is not a WAV or MP3 file.');
    expect((await demo(as.admin, id, wavTone(1))).res.status).toBe(200);
  });

  it('a demo that cannot be made fails with its reason for the seller, and the item stays as it was', async () => {
    const { id } = await newItem();
    const tmp = `${mediaDataDir()}/broken-demo.wav`;
    writeFileSync(tmp, 'RIFF0000WAVEnot audio');
    const key = `private/store-demos/${id}/broken.wav`;
    await t.app.services.storage.upload(tmp, key, 'audio/wav');
    await t.app.services.mediaJobs.enqueueStoreDemo(id, key);
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await t.database.db.execute(sql`update media_jobs set run_after = now() where state = 'queued'`);
      await t.app.services.mediaWorker.drain();
    }
    const failed = await item(as.producer, id);
    expect(failed).toMatchObject({ demo_state: 'failed', demo_url: null });
    expect(failed.demo_error).toMatch(/ffmpeg exited/);
    expect((await item(as.admin, id)).demo_error).toMatch(/ffmpeg exited/);
  });

  it('a demo job whose worker died is claimed again once its lease runs out', async () => {
    const { id } = await newItem();
    await demo(as.producer, id, wavTone(2));
    const crashed = await t.app.services.mediaJobs.claim(60_000);
    expect(crashed).toMatchObject({ storeItemId: id, beatId: null });
    await t.database.db.execute(
      sql`update media_jobs set lease_until = now() - interval '1 second' where id = ${crashed!.id}`,
    );
    expect(await t.app.services.mediaWorker.drain()).toBe(1);
    expect((await item(as.producer, id)).demo_state).toBe('ready');
  });
});

import { sql } from 'drizzle-orm';
import { PassThrough, type Readable } from 'node:stream';
import type { DownloadBuildView } from '@beatmarket/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../adapters/storage.js';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir } from '../../../test/media-helpers.js';
import { createDownloadBuildWorker, MAX_BUILD_ATTEMPTS } from './download-build-worker.js';
import { giveMedia } from '../../../test/fixtures/download-builder.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'admin'>>>;
let beatIds: number[];
const API = '/private-api/download_build';
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir() });
  c = await clientsByRole(t.app, '10.41.2', ['admin']);
  beatIds = rows<{ id: number }>(
    await t.database.db.execute(sql`select id from beats where deleted_at is null order by id limit 2`),
  ).map((r) => r.id);
  for (const id of beatIds) await giveMedia(t, id, { preview: 64 * 1024, wav: 256 * 1024 });
});
afterAll(() => t.close());

const repo = () => t.app.services.downloadBuilder.repo;
const queue = async (title: string) =>
  (
    await c.admin.post<DownloadBuildView>(`${API}/create`, {
      title,
      beat_ids: beatIds,
      formats: ['preview', 'wav'],
      expires_in_days: 7,
    })
  ).body.data.id;
const read = async (id: number) => (await c.admin.get<DownloadBuildView>(`${API}/${id}`)).body.data;
const expireLeases = () =>
  t.database.db.execute(sql`update download_builds set lease_until = now() - interval '1 second'
    where status = 'building'`);
const worker = (storage: Storage, opts: { progressMs?: number } = {}) =>
  createDownloadBuildWorker({
    repo: repo(),
    storage,
    log: t.app.log,
    workDir: t.config.dataDir,
    progressMs: opts.progressMs,
  });

describe('the download build queue', () => {
  it('gives a queued build to one server only', async () => {
    const id = await queue('Only once');
    const claims = await Promise.all([repo().claim(60_000, 3), repo().claim(60_000, 3)]);
    expect(claims.filter(Boolean).map((b) => b!.id)).toEqual([id]);
    await t.app.services.downloadBuilder.worker.drain(); // nothing due: the build is leased
    expect((await read(id)).status).toBe('building');
    await expireLeases();
    await t.app.services.downloadBuilder.worker.drain();
    expect(await read(id)).toMatchObject({ status: 'ready', files_done: 4 });
  });

  it('restarts a build whose server died, and fences the dead one out', async () => {
    const id = await queue('Taken over');
    const dead = (await repo().claim(60_000, 3))!;
    expect(dead.attempts).toBe(1);
    await expireLeases(); // what a kill -9 leaves: a building row whose lease runs out
    expect(await t.app.services.downloadBuilder.worker.runOne()).toBe(true);
    const done = rows<{ attempts: number; status: string }>(
      await t.database.db.execute(sql`select attempts, status from download_builds where id = ${id}`),
    )[0]!;
    expect(done).toEqual({ attempts: 2, status: 'ready' });
    const totals = { filesTotal: 1, filesDone: 1, bytesDone: 1, bytesTotal: 1 };
    expect(await repo().progress(dead, totals, 60_000)).toBe(false);
    expect(await repo().finish(dead, { storageKey: 'x', sizeBytes: 1, filesDone: 1, bytesDone: 1 })).toBe(false);
    expect((await read(id)).status).toBe('ready');
  });

  it('stops a stalled server at its next report once another took its build over', async () => {
    const id = await queue('Stalled');
    const storage = t.app.services.storage;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let opened!: () => void;
    const started = new Promise<void>((r) => (opened = r));
    // The first object of the stalled server arrives only once the build has been taken over.
    const slow: Storage = {
      ...storage,
      deliver: async (key, filename, ttl) => {
        const d = await storage.deliver(key, filename, ttl);
        if (d.kind !== 'stream') return d;
        const body = new PassThrough();
        opened();
        void gate.then(() => (d.body as Readable).pipe(body));
        return { ...d, body };
      },
    };
    const stalled = worker(slow, { progressMs: 0 }).runOne();
    await started;
    await expireLeases();
    expect(await t.app.services.downloadBuilder.worker.runOne()).toBe(true);
    const built = await read(id);
    expect(built.status).toBe('ready');
    release();
    expect(await stalled).toBe(true);
    const after = rows<{ attempts: number; storage_key: string; status: string }>(
      await t.database.db.execute(sql`select attempts, storage_key, status from download_builds where id = ${id}`),
    )[0]!;
    expect(after).toMatchObject({ attempts: 2, status: 'ready' });
    expect(after.storage_key).toMatch(/-2\.zip$/);
    expect(await storage.size(after.storage_key.replace(/-2\.zip$/, '-1.zip'))).toBeNull();
    expect(await storage.size(`download-builds/${id}/part-1.zip`)).toBeNull();
  });

  it('retries a failing build, then fails it with the reason', async () => {
    const id = await queue('Broken storage');
    const broken: Storage = {
      ...t.app.services.storage,
      deliver: () => Promise.reject(new Error('storage is down')),
    };
    const w = worker(broken);
    for (let i = 1; i <= MAX_BUILD_ATTEMPTS; i++) {
      expect(await w.runOne()).toBe(true);
      expect((await read(id)).status).toBe(i < MAX_BUILD_ATTEMPTS ? 'queued' : 'failed');
    }
    expect((await read(id)).error).toBe('storage is down');
    expect(await w.runOne()).toBe(false);
  });

  it('fails a build that died on every try instead of taking it again', async () => {
    const id = await queue('Crashes its server');
    await t.database.db.execute(sql`update download_builds set status = 'building', attempts = ${MAX_BUILD_ATTEMPTS},
      lease_until = now() - interval '1 second' where id = ${id}`);
    expect(await repo().claim(60_000, MAX_BUILD_ATTEMPTS)).toBeNull();
    expect(await read(id)).toMatchObject({ status: 'failed', error: 'The build stopped before it finished, 3 times.' });
  });

  it('deletes the ZIP of a package a day after it expired', async () => {
    const id = await queue('Short-lived');
    await t.app.services.downloadBuilder.worker.drain();
    const key = rows<{ storage_key: string }>(
      await t.database.db.execute(sql`select storage_key from download_builds where id = ${id}`),
    )[0]!.storage_key;
    expect(await t.app.services.storage.size(key)).toBeGreaterThan(0);
    const { worker: w } = t.app.services.downloadBuilder;
    await t.database.db.execute(
      sql`update download_builds set expires_at = now() - interval '1 hour' where id = ${id}`,
    );
    expect(await w.purgeExpired()).toBe(0); // still within the day of grace
    await t.database.db.execute(
      sql`update download_builds set expires_at = now() - interval '25 hours' where id = ${id}`,
    );
    expect(await w.purgeExpired()).toBe(1);
    expect(await t.app.services.storage.size(key)).toBeNull();
    expect(await read(id)).toMatchObject({ status: 'ready', expired: true });
  });
});

import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadSlot } from '@beatmarket/shared';
import { rowsOf } from '../../db/rows.js';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir, postToSlot } from '../../../test/media-helpers.js';

// The same checks on both stores: local storage (the upload route) and S3 (s3rver, as storage-s3.test.ts).
const s3dir = mkdtempSync(path.join(tmpdir(), 'bm-s3-slots-'));
let s3: S3rver;
let endpoint = '';
beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: s3dir,
    silent: true,
    configureBuckets: [{ name: 'beats', configs: [] }],
  });
  endpoint = `http://127.0.0.1:${((await s3.run()) as AddressInfo).port}`;
});
afterAll(() => s3.close());

const QUOTA = { UPLOAD_QUOTA_SLOTS: '4', UPLOAD_QUOTA_BYTES: String(1024 * 1024) };
const stores = {
  local: () => ({ DATA_DIR: mediaDataDir(), ...QUOTA }),
  s3: () => ({
    DATA_DIR: mediaDataDir(),
    ...QUOTA,
    STORAGE: 's3',
    S3_BUCKET: 'beats',
    S3_ENDPOINT: endpoint,
    S3_PUBLIC_URL: `${endpoint}/beats`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  }),
};

describe.each(Object.keys(stores) as (keyof typeof stores)[])('upload slots on %s storage', (store) => {
  let t: TestContext;
  let c: Awaited<ReturnType<typeof clientsByRole<'producer'>>>;
  let beatId: number;
  const mp3 = (size: number) => Buffer.concat([Buffer.from('ID3'), Buffer.alloc(size - 3, 7)]);

  beforeAll(async () => {
    t = await createTestContext(stores[store]());
    c = await clientsByRole(t.app, store === 'local' ? '10.7.9' : '10.7.10', ['producer']);
    beatId = (await c.producer.get<{ id: number }[]>('/private-api/dashboard/beats')).body.data[0]!.id;
  });
  afterAll(() => t.close());

  const slot = (size: number) =>
    c.producer.post<UploadSlot>('/private-api/uploads', {
      purpose: 'mp3',
      beat_id: beatId,
      filename: 'take.mp3',
      size,
      content_type: 'audio/mpeg',
    });
  const post = async (s: UploadSlot, body: Buffer) => {
    if (store === 'local')
      return (await postToSlot(t.app, s, { name: 'take.mp3', type: 'audio/mpeg', body })).statusCode;
    const form = new FormData();
    for (const [k, v] of Object.entries(s.fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(body)], { type: 'audio/mpeg' }), 'take.mp3');
    return (await fetch(s.action, { method: 'POST', body: form })).status;
  };
  const keyOf = async (id: string) =>
    rowsOf<{ key: string }>(await t.database.db.execute(sql`select key from uploads where id = ${id}`))[0];
  const expireAll = () => t.database.db.execute(sql`update uploads set expires_at = now() - interval '2 hours'`);
  const sizeAt = (key: string) => t.app.services.storage.size(key);

  it('two completions of one upload at once keep the winner’s file', async () => {
    for (let round = 0; round < 3; round++) {
      const s = (await slot(500)).body.data;
      expect(await post(s, mp3(500))).toBe(204);
      const both = await Promise.all([1, 2].map(() => c.producer.post(`/private-api/uploads/${s.id}/complete`)));
      expect(both.map((r) => r.status).sort()).toContain(200);
      const [row] = rowsOf<{ key: string }>(
        await t.database.db.execute(
          sql`select key from attachments where beat_id = ${beatId} and kind = 'mp3' and deleted_at is null`,
        ),
      );
      expect(await sizeAt(row!.key)).toBe(500);
    }
    await expireAll();
    await t.app.services.uploadSweeper.sweep();
  });

  it('refuses a slot past the account’s quota of open slots or bytes, saying which limit and its value', async () => {
    const open: UploadSlot[] = [];
    for (let i = 0; i < 4; i++) open.push((await slot(1000)).body.data);
    const fifth = await slot(1000);
    expect(fifth.status).toBe(429);
    expect(fifth.body.response_data?.error).toBe(
      'You already have 4 uploads in progress, the most allowed at once. Finish an upload in progress, or wait: an unfinished upload expires an hour after it started.',
    );
    await expireAll();
    await t.app.services.uploadSweeper.sweep();
    expect((await slot(700 * 1024)).status).toBe(200);
    const big = await slot(400 * 1024);
    expect(big.status).toBe(429);
    expect(big.body.response_data?.error).toMatch(
      /^This file \(400\.0 KB\) would take your uploads in progress to 1\.1 MB; the most allowed at once is 1\.0 MB\./,
    );
    // The slot is bound to the size declared, so the quota holds for what is really posted (s3rver
    // enforces no policy: S3 itself does, with the same content-length-range).
    const small = (await slot(1000)).body.data;
    if (store === 'local') expect(await post(small, mp3(5000))).toBe(400);
    await expireAll();
    await t.app.services.uploadSweeper.sweep();
  });

  it('sweeps what expired slots left under incoming/: never completed, or posted again after completion', async () => {
    const never = (await slot(800)).body.data;
    expect(await post(never, mp3(800))).toBe(204);
    const done = (await slot(600)).body.data;
    expect(await post(done, mp3(600))).toBe(204);
    expect((await c.producer.post(`/private-api/uploads/${done.id}/complete`)).status).toBe(200);
    expect(await post(done, mp3(600))).toBe(204); // the slot still takes posts until it expires
    const neverKey = (await keyOf(never.id))!.key;
    const doneKey = (await keyOf(done.id))!.key;
    expect(await sizeAt(neverKey)).toBe(800);
    expect(await sizeAt(doneKey)).toBe(600);

    expect(await t.app.services.uploadSweeper.sweep()).toBe(0); // still open: nothing to sweep
    await expireAll();
    expect(await t.app.services.uploadSweeper.sweep()).toBe(2);
    expect(await sizeAt(neverKey)).toBeNull();
    expect(await sizeAt(doneKey)).toBeNull();
    expect(await keyOf(never.id)).toBeUndefined();
    const late = await c.producer.post(`/private-api/uploads/${never.id}/complete`);
    expect(late.status).toBe(404);
  });
});

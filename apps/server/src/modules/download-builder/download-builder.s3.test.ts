import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import type { DownloadBuildLink, DownloadBuildView } from '@beatmarket/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir } from '../../../test/media-helpers.js';
import { giveMedia } from '../../../test/fixtures/download-builder.js';

// The same package on S3 (s3rver): sources are read through the store's signed links, the archive is
// written under DATA_DIR/tmp and uploaded, and the shared link redirects to a short signed S3 link.
let server: S3rver;
let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'admin'>>>;

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: mkdtempSync(path.join(tmpdir(), 'bm-dl-s3-')),
    silent: true,
    configureBuckets: [{ name: 'beats', configs: [] }],
  });
  const endpoint = `http://127.0.0.1:${((await server.run()) as AddressInfo).port}`;
  t = await createTestContext({
    DATA_DIR: mediaDataDir(),
    STORAGE: 's3',
    S3_BUCKET: 'beats',
    S3_ENDPOINT: endpoint,
    S3_PUBLIC_URL: `${endpoint}/beats`,
    S3_FORCE_PATH_STYLE: '1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  c = await clientsByRole(t.app, '10.41.3', ['admin']);
});
afterAll(async () => {
  await t.close();
  await server.close();
});

describe('a package on S3', () => {
  it('is built from the bucket into the bucket, and its link redirects to it', async () => {
    const [beat] = (
      (await t.database.db.execute(sql`select id, title from beats order by id limit 1`)) as {
        rows: { id: number; title: string }[];
      }
    ).rows;
    const stored = await giveMedia(t, beat!.id, { preview: 4000, wav: 30_000 });
    const made = await c.admin.post<DownloadBuildView>('/private-api/download_build/create', {
      title: 'On S3',
      beat_ids: [beat!.id],
      formats: ['preview', 'wav', 'trackouts'],
      expires_in_days: 2,
    });
    await t.app.services.downloadBuilder.worker.drain();
    const built = (await c.admin.get<DownloadBuildView>(`/private-api/download_build/${made.body.data.id}`)).body.data;
    expect(built).toMatchObject({ status: 'ready', files_done: 2, bytes_done: 34_000 });

    const { href } = (await c.admin.post<DownloadBuildLink>(`/private-api/download_build/${built.id}/link`)).body.data;
    const res = await t.app.inject({ method: 'GET', url: new URL(href).pathname });
    expect(res.statusCode).toBe(302);
    const zip = Buffer.from(await (await fetch(res.headers.location as string)).arrayBuffer());
    expect(zip.length).toBe(built.size_bytes);
    expect(zip.includes(stored.wav!)).toBe(true); // STOREd: the bytes are in the archive as they are
    expect(zip.includes('README.txt')).toBe(true);
    expect(
      (await c.admin.get<DownloadBuildView>(`/private-api/download_build/${built.id}`)).body.data.download_count,
    ).toBe(1);
  });
});

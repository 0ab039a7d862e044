import { sql } from 'drizzle-orm';
import type { DownloadBuildLink, DownloadBuildView } from '@beatmarket/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer, type Entry } from 'yauzl';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';
import { mediaDataDir } from '../../../test/media-helpers.js';
import { giveMedia } from '../../../test/fixtures/download-builder.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'admin'>>>;
let beats: { id: number; title: string }[];
let stored: Record<string, Buffer>[];

const API = '/private-api/download_build';
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir() });
  c = await clientsByRole(t.app, '10.41.1', ['buyer', 'producer', 'admin']);
  beats = rows<{ id: number; title: string }>(
    await t.database.db.execute(sql`select id, title from beats where deleted_at is null order by id limit 3`),
  );
  stored = [
    await giveMedia(t, beats[0]!.id, { preview: 3000, mp3: 5000, wav: 20_000, trackouts: 7000 }),
    // No WAV and no trackouts: both are listed in the README instead.
    await giveMedia(t, beats[1]!.id, { preview: 2000, mp3: 4000 }),
    await giveMedia(t, beats[2]!.id, { preview: 1000 }),
  ];
});
afterAll(() => t.close());

async function build(body: Record<string, unknown>) {
  const made = await c.admin.post<DownloadBuildView>(`${API}/create`, body);
  expect(made.status).toBe(200);
  await t.app.services.downloadBuilder.worker.drain();
  return (await c.admin.get<DownloadBuildView>(`${API}/${made.body.data.id}`)).body.data;
}
const linkOf = async (id: number) => (await c.admin.post<DownloadBuildLink>(`${API}/${id}/link`)).body.data;
const pathOf = (href: string) => new URL(href).pathname;

function unzip(buf: Buffer): Promise<{ name: string; method: number; data: Buffer }[]> {
  return new Promise((resolve, reject) => {
    fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const out: { name: string; method: number; data: Buffer }[] = [];
      zip.on('entry', (e: Entry) =>
        zip.openReadStream(e, (err2, s) => {
          if (err2) return reject(err2);
          const parts: Buffer[] = [];
          s.on('data', (d: Buffer) => parts.push(d));
          s.on('end', () => {
            out.push({ name: e.fileName, method: e.compressionMethod, data: Buffer.concat(parts) });
            zip.readEntry();
          });
          s.on('error', reject);
        }),
      );
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('download builder permissions', () => {
  it('are the administrators’ alone', async () => {
    const body = { title: 'Kit', beat_ids: [beats[0]!.id], formats: ['preview'], expires_in_days: 7 };
    const made = await c.admin.post<DownloadBuildView>(`${API}/create`, body);
    const id = made.body.data.id;
    for (const [who, status] of [
      ['visitor', 401],
      ['buyer', 403],
      ['producer', 403],
    ] as const) {
      const client = c[who];
      expect((await client.get(`${API}/records`)).status, `${who} list`).toBe(status);
      expect((await client.post(`${API}/create`, body)).status, `${who} create`).toBe(status);
      expect((await client.get(`${API}/export`)).status, `${who} export`).toBe(status);
      expect((await client.post(`${API}/bulk/archive`, { ids: [id] })).status, `${who} bulk archive`).toBe(status);
      // A package does not exist for anyone else (no probing of ids), as every administrators' record.
      expect((await client.get(`${API}/${id}`)).status, `${who} read`).toBe(404);
      expect((await client.post(`${API}/${id}/link`)).status, `${who} link`).toBe(404);
      expect((await client.delete(`${API}/${id}`)).status, `${who} archive`).toBe(404);
    }
    expect((await c.admin.get(`${API}/records`)).status).toBe(200);
  });

  it('refuse bad input field by field (422), and beats that do not exist', async () => {
    const bad = await c.admin.post(`${API}/create`, { title: '', beat_ids: [], formats: ['flac'], expires_in_days: 0 });
    expect(bad.status).toBe(422);
    expect(Object.fromEntries(bad.body.response_data!.errors!.map((e) => [e.topic_id, e.message]))).toEqual({
      title: 'This field is required',
      beat_ids: 'Choose at least one beat',
      'formats.0': 'Unknown format',
      expires_in_days: 'At least 1 day',
    });
    const unknown = await c.admin.post(`${API}/create`, {
      title: 'Kit',
      beat_ids: [beats[0]!.id, 999_999],
      formats: ['mp3'],
      expires_in_days: 3,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.response_data!.errors).toEqual([{ topic_id: 'beat_ids', message: 'No such beat: #999999' }]);
    expect((await c.admin.post(`${API}/create`, 'not json')).status).toBeGreaterThanOrEqual(400);
  });
});

describe('a package', () => {
  let pkg: DownloadBuildView;
  let href: string;

  beforeAll(async () => {
    pkg = await build({
      title: 'Sync library: Autumn',
      beat_ids: beats.map((b) => b.id),
      formats: ['preview', 'mp3', 'wav', 'trackouts'],
      expires_in_days: 30,
    });
    href = (await linkOf(pkg.id)).href;
  });

  it('is built in the background with its progress, size and file count', () => {
    expect(pkg).toMatchObject({ status: 'ready', progress: 100, files_total: 7, files_done: 7, download_count: 0 });
    const bytes = stored.flatMap((s) => Object.values(s)).reduce((n, b) => n + b.length, 0);
    expect(pkg.bytes_done).toBe(bytes);
    expect(pkg.size_bytes).toBeGreaterThan(bytes);
  });

  it('holds every chosen file, stored as it is, and a README naming what was missing', async () => {
    // Raw bytes: the test client reads bodies as text.
    const res = await t.app.inject({ method: 'GET', url: pathOf(href) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('filename="Sync library Autumn.zip"');
    expect(res.rawPayload.length).toBe(pkg.size_bytes);
    const entries = await unzip(res.rawPayload);
    expect(entries[0]!.name).toBe('README.txt');
    const audio = entries.slice(1);
    expect(audio).toHaveLength(7);
    expect(audio.every((e) => e.method === 0)).toBe(true);
    const [a, b] = beats;
    const find = (suffix: string) => audio.find((e) => e.name.endsWith(suffix))!.data;
    expect(find(`${a!.title} (tagged preview).mp3`).equals(stored[0]!.preview!)).toBe(true);
    expect(find(`${a!.title}.wav`).equals(stored[0]!.wav!)).toBe(true);
    expect(find('Stems.zip').equals(stored[0]!.trackouts!)).toBe(true);
    expect(find(`${b!.title}.mp3`).equals(stored[1]!.mp3!)).toBe(true);
    const readme = entries[0]!.data.toString('utf8');
    expect(readme).toContain('Sync library: Autumn');
    expect(readme).toMatch(new RegExp(`${b!.title}: WAV`));
    expect(readme).toMatch(new RegExp(`${b!.title}: Trackouts \\(ZIP\\)`));
    expect(readme).toMatch(new RegExp(`${beats[2]!.title}: MP3 \\(untagged\\)`));
  });

  it('serves byte ranges, and counts a download once however it is resumed', async () => {
    const before = (await c.admin.get<DownloadBuildView>(`${API}/${pkg.id}`)).body.data.download_count;
    const first = await c.visitor.request({ method: 'GET', url: pathOf(href), headers: { range: 'bytes=0-99' } });
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${pkg.size_bytes}`);
    expect(first.headers['content-length']).toBe('100');
    const rest = await c.visitor.request({ method: 'GET', url: pathOf(href), headers: { range: 'bytes=100-' } });
    expect(rest.status).toBe(206);
    expect(Number(rest.headers['content-length'])).toBe(pkg.size_bytes! - 100);
    const past = await c.visitor.request({
      method: 'GET',
      url: pathOf(href),
      headers: { range: `bytes=${pkg.size_bytes}-` },
    });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${pkg.size_bytes}`);
    expect((await c.visitor.request({ method: 'HEAD', url: pathOf(href) })).status).toBe(200);
    const after = (await c.admin.get<DownloadBuildView>(`${API}/${pkg.id}`)).body.data.download_count;
    expect(after - before).toBe(1);
  });

  it('counts each download as a demo download of each beat in the intelligence figures', async () => {
    await t.app.services.beatEvents.flush();
    const counts = rows<{ beat_id: number; n: number }>(
      await t.database.db.execute(sql`select beat_id, sum(count)::int as n from beat_daily_events
        where event = 'demo_download' group by beat_id order by beat_id`),
    );
    const total = (await c.admin.get<DownloadBuildView>(`${API}/${pkg.id}`)).body.data.download_count;
    expect(total).toBeGreaterThanOrEqual(2);
    for (const b of beats) expect(counts.find((r) => r.beat_id === b.id)?.n).toBe(total);
  });

  it('is listed with its size, expiry and downloads', async () => {
    const list = await c.admin.get<DownloadBuildView[]>(`${API}/records?sort=-created_at&search=Autumn`);
    expect(list.body.data.map((r) => r.id)).toEqual([pkg.id]);
    expect(list.body.data[0]).toMatchObject({ size_bytes: pkg.size_bytes, expired: false, beat_count: 3 });
  });

  it('refuses altered, expired and archived links', async () => {
    const token = pathOf(href).split('/').pop()!;
    const altered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect((await c.visitor.get(`/package/${altered}`)).status).toBe(404);
    await t.database.db.execute(sql`update download_builds set expires_at = now() - interval '1 minute'
      where id = ${pkg.id}`);
    const expired = await c.visitor.get(pathOf(href));
    expect(expired.status).toBe(404);
    expect(expired.body.response_data!.error).toBe('This download link is invalid or has expired.');
    expect((await c.admin.post(`${API}/${pkg.id}/link`)).status).toBe(409);
    expect((await c.admin.get<DownloadBuildView>(`${API}/${pkg.id}`)).body.data.expired).toBe(true);

    await t.database.db.execute(sql`update download_builds set expires_at = now() + interval '1 day'
      where id = ${pkg.id}`);
    expect((await c.visitor.request({ method: 'HEAD', url: pathOf(href) })).status).toBe(200);
    expect((await c.admin.delete(`${API}/${pkg.id}`)).status).toBe(200);
    expect((await c.visitor.request({ method: 'HEAD', url: pathOf(href) })).status).toBe(404);
    expect((await c.admin.post(`${API}/${pkg.id}/link`)).status).toBe(409);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../test/helpers.js';
import { mediaDataDir, upload, wavTone } from '../../test/media-helpers.js';

interface Beat {
  id: number;
  producer_id: number;
  sold: boolean;
  published_at: string | null;
  premium_download_data: { id: number; name: string } | null;
}

let t: TestContext;
let c: Record<'visitor' | 'buyer' | 'producer' | 'producer2', Client>;
beforeAll(async () => {
  t = await createTestContext({ DATA_DIR: mediaDataDir() });
  c = await clientsByRole(t.app, '10.82.0', ['buyer', 'producer', 'producer2']);
});
afterAll(() => t.close());

describe('demo beats with premium download data (spec §6)', () => {
  it('exist, are for sale, and give a logged-in user the untagged MP3 once the pipeline made it', async () => {
    const all = (await c.visitor.get<Beat[]>('/private-api/beat/records?per_page=100')).body.data;
    const premium = all.filter((b) => b.premium_download_data !== null);
    expect(premium.length).toBeGreaterThanOrEqual(3);
    expect(premium.every((b) => !b.sold && b.published_at !== null)).toBe(true);
    const beat = premium[0]!;
    const producerId = (await c.producer.get<{ id: number }>('/private-api/profile')).body.data.id;
    const owner = beat.producer_id === producerId ? c.producer : c.producer2;
    await upload(t.app, owner, {
      purpose: 'master',
      beat_id: beat.id,
      name: 'master.wav',
      type: 'audio/wav',
      body: wavTone(2),
    });
    await t.app.services.mediaWorker.drain();
    const link = await c.buyer.get<{ href: string }>(`/private-api/beat/${beat.id}/private_url`);
    expect(link.status).toBe(200);
    const file = await c.buyer.request({ method: 'GET', url: link.body.data.href });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/attachment; filename=".*\.mp3"/);
    expect(file.headers['content-disposition']).not.toContain('(demo)');
    // A beat without the data still gives the voice-tagged demo.
    const plain = all.find((b) => b.premium_download_data === null && b.producer_id === beat.producer_id && !b.sold)!;
    await upload(t.app, owner, {
      purpose: 'master',
      beat_id: plain.id,
      name: 'master.wav',
      type: 'audio/wav',
      body: wavTone(2),
    });
    await t.app.services.mediaWorker.drain();
    const demo = await c.buyer.get<{ href: string }>(`/private-api/beat/${plain.id}/private_url`);
    expect(
      (await c.buyer.request({ method: 'GET', url: demo.body.data.href })).headers['content-disposition'],
    ).toContain('(demo)');
  });
});

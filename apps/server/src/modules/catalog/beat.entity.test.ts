import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsByRole, type Client, createTestContext, type TestContext } from '../../../test/helpers.js';

interface Beat {
  id: number;
  slug: string;
  title: string;
  full_title: string;
  bpm: number;
  published_at: string | null;
  producer_nickname: string;
  producer_id: number;
  coproducer_id: number | null;
  tags_object: Record<string, { name: string; group: string }>;
  _favored: boolean;
  _rating: number | null;
  avg_rating: number | null;
  rating_count: number;
  favorites: number;
  plays: number;
  sold: boolean;
  purchasable: boolean;
  token: string | null;
}

let ctx: TestContext;
let as: Record<'visitor' | 'buyer' | 'producer' | 'producer2' | 'admin', Client>;
beforeAll(async () => {
  ctx = await createTestContext();
  as = await clientsByRole(ctx.app, '10.80.0', ['buyer', 'producer', 'producer2', 'admin']);
});
afterAll(() => ctx.close());

const search = (c: Client, q: string, extra = '') =>
  c.get<Beat[]>(`/private-api/beat/records?per_page=100&search=${encodeURIComponent(q)}${extra}`);

describe('catalog search language', () => {
  it('lists published beats newest first with totals', async () => {
    const res = await as.visitor.get<Beat[]>('/private-api/beat/records?per_page=100');
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(48);
    expect(res.body.data.every((b) => b.published_at !== null)).toBe(true);
    const dates = res.body.data.map((b) => Date.parse(b.published_at!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('#tag keeps only beats with every tag, whatever the spelling', async () => {
    const trap = await search(as.visitor, '#trap');
    expect(trap.body.data.length).toBeGreaterThan(0);
    expect(trap.body.data.every((b) => 'trap' in b.tags_object)).toBe(true);
    const both = await search(as.visitor, '#Trap #dark');
    expect(both.body.data.every((b) => 'trap' in b.tags_object && 'dark' in b.tags_object)).toBe(true);
    expect((await search(as.visitor, '#HipHop')).body.data.length).toBe(
      (await search(as.visitor, '#hip-hop')).body.data.length,
    );
    expect((await search(as.visitor, '#trap #rnb')).body.data).toEqual([]);
  });

  it('@handle keeps the producer’s (and co-produced) beats', async () => {
    const res = await search(as.visitor, '@cruzcontrol');
    expect(res.body.data.length).toBeGreaterThan(0);
    const lena = res.body.data[0]!.producer_id;
    expect(res.body.data.every((b) => b.producer_id === lena || b.coproducer_id === lena)).toBe(true);
    expect((await search(as.visitor, '@LenaCruz')).body.data.length).toBe(res.body.data.length);
  });

  it('bpm:a-b and bpm:n filter the tempo', async () => {
    const range = await search(as.visitor, 'bpm:130-150');
    expect(range.body.data.length).toBeGreaterThan(0);
    expect(range.body.data.every((b) => b.bpm >= 130 && b.bpm <= 150)).toBe(true);
    const exact = await search(as.visitor, `BMP:${range.body.data[0]!.bpm}`);
    expect(exact.body.data.every((b) => b.bpm === range.body.data[0]!.bpm)).toBe(true);
  });

  it('a tempo range finds every beat inside it, across tens and hundreds, and none outside', async () => {
    const all = (await as.visitor.get<Beat[]>('/private-api/beat/records?per_page=100')).body.data;
    for (const [min, max] of [
      [95, 132],
      [60, 180],
      [100, 109],
      [0, 999],
      [141, 141],
      [79, 81],
    ] as const) {
      const found = (await search(as.visitor, `bpm:${min}-${max}`)).body.data.map((b) => b.id).sort();
      expect(found, `bpm:${min}-${max}`).toEqual(
        all
          .filter((b) => b.bpm >= min && b.bpm <= max)
          .map((b) => b.id)
          .sort(),
      );
    }
    const tagged = (await search(as.visitor, '#trap bpm:95-132')).body.data.map((b) => b.id).sort();
    expect(tagged).toEqual(
      all
        .filter((b) => 'trap' in b.tags_object && b.bpm >= 95 && b.bpm <= 132)
        .map((b) => b.id)
        .sort(),
    );
  });

  it('words and "phrases" use full text; a misspelled title falls back to fuzzy matching', async () => {
    const words = await search(as.visitor, 'midnight');
    expect(words.body.data.some((b) => b.title.startsWith('Midnight'))).toBe(true);
    const phrase = await search(as.visitor, '"love it"');
    expect(phrase.body.data.map((b) => b.title)).toContain('Love It');
    const typo = await search(as.visitor, 'midnigth');
    expect(typo.body.data.some((b) => b.title.startsWith('Midnight'))).toBe(true);
    const combined = await search(as.visitor, 'dark #trap bpm:100-160');
    expect(combined.body.data.every((b) => 'trap' in b.tags_object && b.bpm >= 100 && b.bpm <= 160)).toBe(true);
    expect(combined.body.meta.found).toBe(combined.body.data.length);
  });

  it('lists the featured beats in their order and the top chart', async () => {
    const featured = await as.visitor.get<(Beat & { feature_position: number })[]>(
      '/private-api/beat/records?sort=featured&filter=' + encodeURIComponent('{"placed":"featured"}'),
    );
    expect(featured.body.data.length).toBeGreaterThan(0);
    const positions = featured.body.data.map((b) => b.feature_position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const top = await as.visitor.get<(Beat & { _top_rank: number })[]>(
      '/private-api/beat/records?sort=top&filter=' + encodeURIComponent('{"placed":"top"}'),
    );
    expect(top.body.data.every((b) => b._top_rank !== null)).toBe(true);
  });

  it('refuses an overlong search with a 4xx', async () => {
    expect((await search(as.visitor, 'x'.repeat(300))).status).toBe(422);
  });
});

describe('visibility and permissions', () => {
  it('unpublished beats are seen only by their producer, coproducer and administrators', async () => {
    const all = await as.admin.get<Beat[]>('/private-api/beat/records?per_page=100');
    const pending = all.body.data.filter((b) => b.published_at === null);
    expect(pending.length).toBe(4);
    const one = pending[0]!;
    const owner =
      (await as.producer.get<{ id: number }>('/private-api/profile')).body.data.id === one.producer_id
        ? as.producer
        : as.producer2;
    const other = owner === as.producer ? as.producer2 : as.producer;
    expect((await owner.get(`/private-api/beat/${one.id}`)).status).toBe(200);
    expect((await other.get(`/private-api/beat/${one.id}`)).status).toBe(404);
    expect((await as.buyer.get(`/private-api/beat/${one.id}`)).status).toBe(404);
    expect((await as.visitor.get(`/private-api/beat/${one.id}`)).status).toBe(404);
  });

  it('only the owner and administrators edit; another producer gets 403 and nothing changes', async () => {
    const mine = (await search(as.producer, '@reedbeats')).body.data.find((b) => b.published_at !== null)!;
    expect(
      (await as.producer2.post(`/private-api/beat/${mine.id}/save`, { field: 'title', value: 'Hijacked' })).status,
    ).toBe(403);
    expect(
      (await as.buyer.post(`/private-api/beat/${mine.id}/save`, { field: 'title', value: 'Hijacked' })).status,
    ).toBe(403);
    expect(
      (await as.visitor.post(`/private-api/beat/${mine.id}/save`, { field: 'title', value: 'Hijacked' })).status,
    ).toBe(401);
    expect((await as.visitor.get<Beat>(`/private-api/beat/${mine.id}`)).body.data.title).toBe(mine.title);
    const ok = await as.producer.post<Beat>(`/private-api/beat/${mine.id}/save`, { field: 'bpm', value: 101 });
    expect(ok.status).toBe(200);
    expect(ok.body.data.bpm).toBe(101);
    expect(
      (await as.producer.post(`/private-api/beat/${mine.id}/save`, { field: 'feature_position', value: 1 })).status,
    ).toBe(403);
    expect(
      (await as.admin.post(`/private-api/beat/${mine.id}/save`, { field: 'feature_position', value: 1 })).status,
    ).toBe(200);
  });

  it('administrators publish and unpublish; others cannot', async () => {
    const beat = (await search(as.visitor, '')).body.data[0]!;
    expect((await as.producer.post(`/private-api/beat/${beat.id}/unpublish`)).status).toBe(403);
    expect((await as.admin.post<Beat>(`/private-api/beat/${beat.id}/unpublish`)).body.data.published_at).toBeNull();
    expect((await as.visitor.get(`/private-api/beat/${beat.id}`)).status).toBe(404);
    expect((await as.admin.post<Beat>(`/private-api/beat/${beat.id}/publish`)).body.data.published_at).not.toBeNull();
  });

  it('deleted beats are hidden unless an administrator asks for the archive', async () => {
    const beat = (await search(as.producer, '@reedbeats')).body.data.filter((b) => b.published_at !== null)[1]!;
    expect((await as.producer.delete(`/private-api/beat/${beat.id}`)).status).toBe(200);
    expect((await as.visitor.get(`/private-api/beat/${beat.id}`)).status).toBe(404);
    const archive = await as.admin.get<Beat[]>('/private-api/beat/records?archived=true');
    expect(archive.body.data.map((b) => b.id)).toContain(beat.id);
    expect((await as.producer.get('/private-api/beat/records?archived=true&per_page=100')).status).toBe(403);
    await as.admin.post(`/private-api/beat/${beat.id}/restore`);
  });

  it('shows the share token only to the owner and administrators', async () => {
    const mine = (await search(as.producer, '@reedbeats')).body.data.find((b) => b.published_at !== null)!;
    expect(mine.token).toBeTruthy();
    expect((await as.buyer.get<Beat>(`/private-api/beat/${mine.id}`)).body.data.token).toBeNull();
  });
});

describe('favorites, ratings and stats', () => {
  it('favorites are idempotent and need a login', async () => {
    const beat = (await search(as.visitor, '')).body.data[2]!;
    expect((await as.visitor.post(`/private-api/beat/${beat.id}/favor`)).status).toBe(401);
    await as.buyer.post(`/private-api/beat/${beat.id}/favor`);
    const twice = await as.buyer.post<Beat>(`/private-api/beat/${beat.id}/favor`);
    expect(twice.body.data).toMatchObject({ _favored: true, favorites: beat.favorites + 1 });
    const mine = await as.buyer.get<Beat[]>(
      '/private-api/beat/records?filter=' + encodeURIComponent('{"favorites_of":"me"}'),
    );
    expect(mine.body.data.map((b) => b.id)).toEqual([beat.id]);
    const off = await as.buyer.post<Beat>(`/private-api/beat/${beat.id}/unfavor`);
    expect(off.body.data).toMatchObject({ _favored: false, favorites: beat.favorites });
  });

  it('one rating per user, clamped to half steps, shown publicly only above the setting', async () => {
    const beat = (await search(as.visitor, '@reedbeats')).body.data[3]!;
    expect((await as.visitor.post(`/private-api/beat/${beat.id}/rate`, { value: 4 })).status).toBe(401);
    const low = await as.buyer.post<Beat>(`/private-api/beat/${beat.id}/rate`, { value: 2.74 });
    expect(low.body.data).toMatchObject({ _rating: 2.5, rating_count: 1, avg_rating: null });
    // Below beat_rating_show_for (3.5) the owner and administrators still see it.
    expect((await as.producer.get<Beat>(`/private-api/beat/${beat.id}`)).body.data.avg_rating).toBe(2.5);
    expect((await as.admin.get<Beat>(`/private-api/beat/${beat.id}`)).body.data.avg_rating).toBe(2.5);
    const again = await as.buyer.post<Beat>(`/private-api/beat/${beat.id}/rate`, { value: 9 });
    expect(again.body.data).toMatchObject({ _rating: 5, rating_count: 1, avg_rating: 5 });
    await as.producer2.post(`/private-api/beat/${beat.id}/rate`, { value: 4 });
    expect((await as.visitor.get<Beat>(`/private-api/beat/${beat.id}`)).body.data).toMatchObject({
      avg_rating: 4.5,
      rating_count: 2,
    });
    expect((await as.buyer.post(`/private-api/beat/${beat.id}/rate`, { value: 'lots' })).status).toBe(422);
  });

  it('records the stats of spec §7 and no others', async () => {
    const beat = (await search(as.visitor, '')).body.data[4]!;
    for (const stat of ['played', 'played', 'downloaded', 'shared_link', 'shared_facebook']) {
      expect((await as.visitor.post(`/private-api/beat/${beat.id}/stat/${stat}`)).status).toBe(200);
    }
    // A raw play stat leaves the public count alone: plays count once heard (decision 0094, plays.test.ts).
    expect((await as.visitor.get<Beat>(`/private-api/beat/${beat.id}`)).body.data.plays).toBe(beat.plays);
    for (const stat of ['trackouts', 'mp3', 'wav', 'shared_trackouts', 'bogus']) {
      expect((await as.visitor.post(`/private-api/beat/${beat.id}/stat/${stat}`)).status).toBe(404);
    }
  });

  it('serves a random page of playable beats', async () => {
    const res = await as.visitor.get<Beat[]>('/private-api/beat/random?page=1&fields=id,slug,title');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(10);
    expect(res.body.data.every((b) => b.published_at !== null)).toBe(true);
  });
});

describe('autosuggest', () => {
  it('suggests producers after @ and tags after #, excluding chosen ones', async () => {
    const producers = await as.visitor.get<{ value: string }[]>('/private-api/autosuggest/producer?search=@cruz');
    expect(producers.body.data.map((c) => c.value)).toEqual(['@lenacruz']);
    const tags = await as.visitor.get<{ value: string }[]>('/private-api/autosuggest/tag?search=%23tra');
    expect(tags.body.data.map((c) => c.value)).toContain('#trap');
    const excluded = await as.visitor.post<{ value: string }[]>('/private-api/autosuggest/tag', {
      search: 'tra',
      exclude: ['#trap'],
    });
    expect(excluded.body.data.map((c) => c.value)).not.toContain('#trap');
    expect((await as.visitor.get('/private-api/autosuggest/nothing?search=abc')).status).toBe(404);
  });
});

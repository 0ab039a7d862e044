import type { SettingsView, SupportingData } from '@beatmarket/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings as settingsTable } from '../../db/schema/index.js';
import { clientsByRole, createTestContext, type TestContext } from '../../../test/helpers.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof clientsByRole<'buyer' | 'producer' | 'admin'>>>;
const URL = '/private-api/settings';
const boot = async () => (await c.visitor.get<SupportingData>('/private-api/supporting-data')).body.data;
const save = (body: unknown) => c.admin.post<SettingsView>(URL, body);
const fieldErrors = (res: { body: { response_data?: { errors?: { topic_id: string; message: string }[] } } }) =>
  Object.fromEntries((res.body.response_data?.errors ?? []).map((e) => [e.topic_id, e.message]));

beforeAll(async () => {
  t = await createTestContext();
  c = await clientsByRole(t.app, '10.9.16', ['buyer', 'producer', 'admin']);
});
afterAll(() => t.close());

describe('who may read and change settings', () => {
  it.each([
    ['GET', URL],
    ['POST', URL],
    ['GET', `${URL}/defaults`],
    ['GET', `${URL}/menu`],
  ] as const)('%s %s: visitors 401, buyers and producers 403, administrators 200', async (method, url) => {
    // An empty patch: accepted for administrators, so the status is the permission alone.
    const body = method === 'POST' ? {} : undefined;
    const status = async (who: keyof typeof c) =>
      (await c[who].request({ method, url, ...(body ? { payload: body } : {}) })).status;
    expect([await status('visitor'), await status('buyer'), await status('producer')]).toEqual([401, 403, 403]);
    expect(await status('admin')).toBe(200);
  });

  it('a refused change leaves the settings as they were', async () => {
    await c.buyer.post(URL, { tagline: 'Hijacked' });
    expect((await boot()).tagline).not.toBe('Hijacked');
  });
});

describe('GET /settings and its actions', () => {
  it('gives every setting with its value and default, and the built-in menu groups', async () => {
    const { values, defaults, menu_groups } = (await c.admin.get<SettingsView>(URL)).body.data;
    expect(Object.keys(values).sort()).toEqual(Object.keys(defaults).sort());
    expect(defaults.beat_rating_show_for).toBe(3.5);
    expect(menu_groups.map((g) => g.id)).toEqual(defaults.public_menu_order);
    expect(menu_groups.find((g) => g.id === 'about')?.children).toEqual(['About Us', 'Our Clients', 'Our Producers']);
  });

  it('answers defaults and menu, and 404 for an unknown action', async () => {
    expect((await c.admin.get<{ tagline: string }>(`${URL}/defaults`)).body.data.tagline).toBe(
      'Beats that move. Licences that make sense.',
    );
    const menu = (await c.admin.get<{ order: string[]; items: { id: string; extra: boolean }[] }>(`${URL}/menu`)).body
      .data;
    expect(menu.items.map((i) => i.id)).toEqual(menu.order);
    expect(menu.items.every((i) => !i.extra)).toBe(true);
    expect((await c.admin.get(`${URL}/nothing`)).status).toBe(404);
    expect((await c.admin.get(`${URL}/Bad%20Action`)).status).toBe(422);
  });
});

describe('POST /settings validation', () => {
  it.each([
    [{ tagline: 'x'.repeat(121) }, 'tagline', 'At most 120 characters'],
    [{ social_share_caption: '  ' }, 'social_share_caption', 'This field is required'],
    [{ social_links: { facebook: 'http://facebook.com/x' } }, 'social_links.facebook', 'https://'],
    [{ social_links: { myspace: 'https://myspace.com/x' } }, 'social_links.myspace', 'Unknown social network'],
    [{ beat_profile_number_of_similar_beats: 2.5 }, 'beat_profile_number_of_similar_beats', 'whole number'],
    [{ beat_profile_number_of_similar_beats: 25 }, 'beat_profile_number_of_similar_beats', 'At most 24'],
    [{ similar_weight_sound: 101 }, 'similar_weight_sound', 'At most 100'],
    [{ similar_weight_tags: -1 }, 'similar_weight_tags', 'At least 0'],
    [{ similar_weight_key: 'high' }, 'similar_weight_key', 'Enter a number'],
    [{ cart_youtube_url: 'https://vimeo.com/1' }, 'cart_youtube_url', 'YouTube'],
    [{ beat_rating_show_for: 3.3 }, 'beat_rating_show_for', 'steps of 0.5'],
    [{ beat_rating_show_for: 5.5 }, 'beat_rating_show_for', 'At most 5'],
    [{ beat_rating_show_for: '4' }, 'beat_rating_show_for', 'Enter a number'],
    [{ show_license_dialog_every_downloads: 0 }, 'show_license_dialog_every_downloads', 'At least 1'],
    [{ public_menu_order: ['store', 'store'] }, 'public_menu_order', 'appears once'],
    [{ public_menu_order: ['store', 'nowhere'] }, 'public_menu_order', 'Not a menu item: nowhere'],
    [
      { public_menu_extra: [{ id: 'x-a', label: 'A', path: 'javascript:alert(1)' }] },
      'public_menu_extra.0.path',
      'path',
    ],
    [{ public_menu_extra: [{ id: 'x-a', label: 'A', path: '/\\evil.test' }] }, 'public_menu_extra.0.path', 'path'],
    [
      { public_menu_extra: [{ id: 'store', label: 'A', path: '/a' }] },
      'public_menu_extra.0.id',
      'Invalid menu item id',
    ],
    [{ public_menu_extra: [{ id: 'x-a', label: '', path: '/a' }] }, 'public_menu_extra.0.label', 'required'],
    [{ colour: 'red' }, 'colour', 'Unknown setting'],
  ])('refuses %j on %s', async (body, field, message) => {
    const res = await save(body);
    expect(res.status).toBe(422);
    expect(fieldErrors(res)[field]).toContain(message);
  });

  it('reports every bad field at once and saves none of the patch', async () => {
    const res = await save({ tagline: 'Half saved?', slogan: 'y'.repeat(161), beat_rating_show_for: 9 });
    expect(Object.keys(fieldErrors(res)).sort()).toEqual(['beat_rating_show_for', 'slogan']);
    expect((await boot()).tagline).not.toBe('Half saved?');
  });
});

describe('a saved change shows at once', () => {
  it('a fresh install has no follow-us links until an administrator sets them', async () => {
    expect(Object.values((await boot()).social_links).filter(Boolean)).toEqual([]);
  });

  it('tagline, slogan, social links and the numbers reach GET /supporting-data right after', async () => {
    await boot(); // warm the cache: the save must drop it
    const res = await save({
      tagline: '  Fresh tagline  ',
      slogan: 'New slogan',
      social_links: { twitter: 'https://twitter.com/ours' },
      beat_profile_number_of_similar_beats: 3,
      beat_rating_show_for: 4.5,
      cart_youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.values.tagline).toBe('Fresh tagline');
    const b = await boot();
    expect([b.tagline, b.slogan]).toEqual(['Fresh tagline', 'New slogan']);
    expect(b.social_links.twitter).toBe('https://twitter.com/ours');
    // The others stay as a fresh install has them: empty, never a guessed profile.
    expect(b.social_links.facebook).toBe('');
    expect(b.settings).toMatchObject({
      beat_profile_number_of_similar_beats: 3,
      beat_rating_show_for: 4.5,
      cart_youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
    });
  });

  it('takes addresses as people type them (spec §5 URL input): https:// added, a leading // replaced', async () => {
    const res = await save({
      social_links: { instagram: ' instagram.com/me ' },
      cart_youtube_url: 'youtu.be/dQw4w9WgXcQ',
      public_menu_extra: [
        { id: 'x-blog', label: 'Blog', path: '//blog.beatmarket.test/' },
        { id: 'x-faq', label: 'FAQ', path: '/page/faq' },
      ],
    });
    expect(res.status).toBe(200);
    const { values } = res.body.data;
    expect(values.social_links.instagram).toBe('https://instagram.com/me');
    expect(values.cart_youtube_url).toBe('https://youtu.be/dQw4w9WgXcQ');
    expect(values.public_menu_extra.map((x) => x.path)).toEqual(['https://blog.beatmarket.test/', '/page/faq']);
    expect((await boot()).social_links.instagram).toBe('https://instagram.com/me');
  });

  it('reorders the public menu and adds an extra item, normalising the order', async () => {
    const extra = { id: 'x-blog', label: 'Blog', path: 'https://blog.beatmarket.test/' };
    const res = await save({ public_menu_order: ['contact', 'store'], public_menu_extra: [extra] });
    expect(res.status).toBe(200);
    const order = res.body.data.values.public_menu_order;
    expect(order.slice(0, 2)).toEqual(['contact', 'store']);
    expect(order.at(-1)).toBe('x-blog');
    expect(order).toHaveLength(9);
    const menu = (await boot()).public_menu;
    expect(menu.map((i) => i.id)).toEqual(order);
    expect(menu.at(-1)).toEqual(extra);

    // Removing the extra item drops it from the stored order too.
    await save({ public_menu_extra: [] });
    expect((await boot()).public_menu.map((i) => i.id)).toEqual(order.slice(0, -1));
  });

  it('a value equal to its default leaves no row, so it keeps following the default', async () => {
    const { defaults } = (await c.admin.get<SettingsView>(URL)).body.data;
    await save({ slogan: defaults.slogan, public_menu_order: defaults.public_menu_order });
    const keys = (await t.database.db.select().from(settingsTable)).map((r) => r.key);
    expect(keys).not.toContain('slogan');
    expect(keys).not.toContain('public_menu_order');
    expect(keys).toContain('tagline');
    expect((await boot()).slogan).toBe(defaults.slogan);
  });
});

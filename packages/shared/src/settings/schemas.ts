import { z } from 'zod';
import { SOCIAL_NETWORKS } from '../constants.js';
import { safeText } from '../text.js';
import { normalizeLink, normalizeUrl } from '../urls.js';

// A regex, not URL: this package is built without the DOM or Node types.
const HTTPS_URL = /^https:\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/** An absolute https address (no credentials in it): what the site links out to. */
export const isHttpsUrl = (value: string) => HTTPS_URL.test(value);

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
]);
export const isYoutubeUrl = (value: string) => YOUTUBE_HOSTS.has(HTTPS_URL.exec(value)?.[1]?.toLowerCase() ?? '');

/** A path of this site: one leading slash (two would be another host), no spaces or backslashes. */
export const isSitePath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value);

const text = (max: number, required: boolean) => {
  const base = safeText().trim().max(max, `At most ${max} characters`);
  return required ? base.min(1, 'This field is required') : base;
};
const optionalHttps = text(500, false)
  .overwrite(normalizeLink)
  .refine((v) => v === '' || isHttpsUrl(v), 'Enter an https:// address or leave it empty');
const integer = (min: number, max: number) =>
  z
    .number({ error: 'Enter a number' })
    .int('Enter a whole number')
    .min(min, `At least ${min}`)
    .max(max, `At most ${max}`);

/** Extra public menu entries get ids starting `x-`, so they can never take a built-in group's id. */
export const EXTRA_MENU_ID = /^x-[a-z0-9-]{1,40}$/;
export const MAX_EXTRA_MENU_ITEMS = 10;

export const publicMenuExtraSchema = z.object({
  id: z.string().regex(EXTRA_MENU_ID, 'Invalid menu item id'),
  label: text(40, true),
  path: text(500, true)
    .overwrite(normalizeLink)
    .refine((v) => isSitePath(v) || isHttpsUrl(v), 'Enter a path of this site (/page/…) or an https:// address'),
});

const socialLinksObject = z
  .object(
    Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, optionalHttps])) as Record<
      (typeof SOCIAL_NETWORKS)[number],
      typeof optionalHttps
    >,
  )
  .partial();

const uniqueIds = (ids: string[]) => new Set(ids).size === ids.length;

/** Every application setting an administrator edits (spec §2, §3), each with its bounds. */
export const settingsFields = {
  tagline: text(120, false),
  slogan: text(160, false),
  social_links: socialLinksObject.strict(),
  social_share_caption: text(200, true),
  beat_profile_number_of_similar_beats: integer(0, 24),
  /** Decision 0104: how much each closeness counts in the similar beats, 0-100 (only their ratio matters). */
  similar_weight_sound: integer(0, 100),
  similar_weight_key: integer(0, 100),
  similar_weight_tempo: integer(0, 100),
  similar_weight_tags: integer(0, 100),
  cart_youtube_url: text(500, false)
    .overwrite(normalizeUrl)
    .refine(
      (v) => v === '' || isYoutubeUrl(v),
      'Enter a YouTube address (https://www.youtube.com/… or https://youtu.be/…) or leave it empty',
    ),
  beat_rating_show_for: z
    .number({ error: 'Enter a number' })
    .min(0, 'At least 0')
    .max(5, 'At most 5')
    .multipleOf(0.5, 'Use steps of 0.5'),
  show_license_dialog_every_downloads: integer(1, 1000),
  /** Days raw beat events are kept for analysis (issue 17); 0 keeps none, only the daily rollups. */
  analytics_raw_retention_days: integer(0, 3650),
  /** Whether producers may offer membership plans over their own beats (issue 19); administrators always may. */
  producer_plans: z.boolean({ error: 'Choose yes or no' }),
  /** Where the web app also sends §7 events (issue 17); 'builtin' loads nothing third-party. */
  analytics_provider: z.enum(['builtin', 'ga4', 'plausible'], { error: 'Choose built-in, GA4 or Plausible' }),
  analytics_ga4_id: text(40, false).refine(
    (v) => v === '' || /^G-[A-Z0-9]{4,20}$/.test(v),
    'A GA4 id looks like G-XXXXXXX',
  ),
  analytics_plausible_domain: text(120, false).refine(
    (v) => v === '' || /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(v),
    'Enter the site domain as Plausible knows it (example.com)',
  ),
  public_menu_order: z
    .array(z.string().max(60), { error: 'Expected a list of menu ids' })
    .max(60, 'Too many menu items')
    .refine(uniqueIds, 'Each menu item appears once'),
  public_menu_extra: z
    .array(publicMenuExtraSchema, { error: 'Expected a list of menu items' })
    .max(MAX_EXTRA_MENU_ITEMS, `At most ${MAX_EXTRA_MENU_ITEMS} extra items`)
    .refine((items) => uniqueIds(items.map((i) => i.id)), 'Each menu item appears once'),
};

/** The whole settings form (every field present). */
export const settingsFormSchema = z.object(settingsFields).strict();
export type SettingsValues = z.output<typeof settingsFormSchema>;
export type SettingsPatch = Partial<SettingsValues>;
export type SettingKey = keyof typeof settingsFields;
export const SETTING_KEYS = Object.keys(settingsFields) as SettingKey[];

/** POST /settings: any subset of the settings; keys that are not settings are refused (strict). */
export const settingsPatchSchema = settingsFormSchema.partial();

/** GET /settings: each setting's value and its default, and the built-in menu groups to order. */
export interface SettingsView {
  values: SettingsValues;
  defaults: SettingsValues;
  menu_groups: { id: string; label: string; children: string[] }[];
}

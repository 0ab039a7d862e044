import { formatCount } from '../numbers.js';
import { z } from 'zod';

/** Spec §3 product types; `addon` is trackouts, bought with another licence. */
export const LICENSE_TYPES = ['non_exclusive', 'sync', 'exclusive', 'addon', 'feature', 'inner_circle'] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];
/** How the picker's type filter names each type buyers choose between. */
export const LICENSE_TYPE_LABEL: Record<LicenseType, string> = {
  non_exclusive: 'Lease',
  sync: 'Sync',
  exclusive: 'Exclusive',
  addon: 'Trackouts',
  feature: 'Feature',
  inner_circle: 'Inner Circle',
};
export const LICENSE_LEVELS = ['basic', 'standard', 'unlimited'] as const;
export type LicenseLevel = (typeof LICENSE_LEVELS)[number];

/** Spec §3 specification keys with their labels; numbers count (0 = unlimited), booleans grant a file. */
export const LICENSE_SPECS = {
  units: 'Sale Units',
  streams: 'Streams',
  mp3: 'MP3 File',
  wav: 'WAV File',
  radio_live: 'Radio Use & Live Performances',
  youtube: 'Multimedia Uses',
  broadcast: 'Broadcasts',
} as const;
export type LicenseSpecKey = keyof typeof LICENSE_SPECS;
export type LicenseSpecs = Partial<Record<LicenseSpecKey, number | boolean>>;

const specValue = z.union([z.boolean(), z.number().int('Whole numbers only').min(0, 'At least 0').max(1_000_000_000)]);
export const licenseSchema = z.object({
  name: z.string().trim().min(1, 'This field is required').max(80, 'At most 80 characters'),
  description: z.string().trim().max(2000, 'At most 2,000 characters'),
  type: z.enum(LICENSE_TYPES),
  level: z.enum(LICENSE_LEVELS),
  price: z.number().int('Whole cents only').min(0, 'At least 0').max(100_000_000),
  specifications: z.partialRecord(
    z.enum(Object.keys(LICENSE_SPECS) as [LicenseSpecKey, ...LicenseSpecKey[]]),
    specValue,
  ),
  bundle_price: z.number().int('Whole cents only').min(0).max(100_000_000).nullable(),
  bundled_name: z.string().trim().max(80, 'At most 80 characters'),
  bundled_description: z.string().trim().max(2000, 'At most 2,000 characters'),
});
export type LicenseInput = z.infer<typeof licenseSchema>;

/** Spec §4 level names: Unlimited; Professional for sync else Standard; YouTube for sync else Basic. */
export function levelName(type: LicenseType, level: LicenseLevel): string {
  if (level === 'unlimited') return 'Unlimited';
  if (level === 'standard') return type === 'sync' ? 'Professional' : 'Standard';
  return type === 'sync' ? 'YouTube' : 'Basic';
}

/** Licences a buyer picks between (add-ons and feature licences are offered alongside, not as choices). */
export const isPickable = (type: LicenseType) => type !== 'addon' && type !== 'feature';

/** Issue 19: inner-circle licences come only with a membership plan; the cart never sells them. */
export const isPlanOnly = (type: LicenseType) => type === 'inner_circle';

/**
 * Issue 31: the licence types a membership plan may grant, all non-exclusive. An exclusive sells a beat
 * once (it is then sold); a plan's claims would hand the same exclusive to every subscriber.
 */
export const PLAN_LICENSE_TYPES = ['inner_circle', 'non_exclusive', 'sync'] as const satisfies readonly LicenseType[];
export const isPlanGrantable = (type: LicenseType) => (PLAN_LICENSE_TYPES as readonly LicenseType[]).includes(type);
export const PLAN_LICENSE_REFUSED =
  'A plan can only grant a non-exclusive licence (a lease, sync or inner-circle licence): an exclusive licence is sold once per beat.';

/** Spec §2: a beat shows a 'from' price, the cheapest licence it can be bought with (plan-only ones cannot be). */
export function cheapestPrice(licenses: { type: LicenseType; price: number }[]): number | null {
  const prices = licenses.filter((l) => isPickable(l.type) && !isPlanOnly(l.type)).map((l) => l.price);
  return prices.length ? Math.min(...prices) : null;
}

const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
const TERM: Record<
  Exclude<LicenseSpecKey, 'mp3' | 'wav'>,
  { limited: (n: number) => string; unlimited: string; granted: string }
> = {
  units: {
    limited: (n) => `Up to ${count(n, 'sale unit', 'sale units')}`,
    unlimited: 'Unlimited sale units',
    granted: 'Sale units',
  },
  streams: {
    limited: (n) => `Up to ${count(n, 'stream', 'streams')}`,
    unlimited: 'Unlimited streams',
    granted: 'Streaming',
  },
  radio_live: {
    limited: (n) => `Radio and live use on up to ${count(n, 'station', 'stations')}`,
    unlimited: 'Unlimited radio and live use',
    granted: 'Radio and live use',
  },
  youtube: {
    limited: (n) => `Up to ${count(n, 'monetized video', 'monetized videos')}`,
    unlimited: 'Unlimited multimedia and YouTube use',
    granted: 'Multimedia and YouTube use',
  },
  broadcast: {
    limited: (n) => `Up to ${count(n, 'broadcast', 'broadcasts')}`,
    unlimited: 'Unlimited broadcasts',
    granted: 'Broadcasts',
  },
};

/** A licence's specifications as plain sentences ('Up to 100,000 streams', 'WAV file included'). */
export function licenseTerms(specs: LicenseSpecs): string[] {
  const lines: string[] = [];
  for (const key of Object.keys(TERM) as (keyof typeof TERM)[]) {
    const v = specs[key];
    if (v === undefined || v === false) continue;
    lines.push(v === true ? TERM[key].granted : v === 0 ? TERM[key].unlimited : TERM[key].limited(v));
  }
  if (specs.mp3) lines.push('MP3 file included');
  if (specs.wav) lines.push('WAV file included');
  return lines;
}

/** The files a sale delivers: what the licence grants, plus trackouts when bought as an add-on or sold exclusively. */
export function grantedFiles(
  specs: LicenseSpecs,
  opts: { trackouts: boolean; type: LicenseType },
): ('mp3' | 'wav' | 'zip')[] {
  const files: ('mp3' | 'wav' | 'zip')[] = [];
  if (specs.mp3 || specs.wav || opts.type === 'exclusive') files.push('mp3');
  if (specs.wav || opts.type === 'exclusive') files.push('wav');
  if (opts.trackouts || opts.type === 'exclusive') files.push('zip');
  return files;
}

import { z } from 'zod';
import { MEDIA_STATES } from '../media/media.js';
import { isAdmin, isProducer } from '../roles.js';
import { safeText } from '../text.js';
import { id, timestamp, type Wire } from '../wire.js';

/** What the store sells besides beats (issue 34): each a ZIP the buyer downloads. */
export const STORE_ITEM_KINDS = ['drum_kit', 'loop_pack', 'preset_bank', 'midi_pack'] as const;
export type StoreItemKind = (typeof STORE_ITEM_KINDS)[number];
export const STORE_ITEM_KIND_LABEL: Record<StoreItemKind, string> = {
  drum_kit: 'Drum kit',
  loop_pack: 'Loop pack',
  preset_bank: 'Preset bank',
  midi_pack: 'MIDI pack',
};

/** Draft → pending approval → published or rejected; archived is the soft delete. */
export const STORE_ITEM_STATUSES = ['draft', 'pending', 'published', 'rejected'] as const;
export type StoreItemStatus = (typeof STORE_ITEM_STATUSES)[number];
export const STORE_ITEM_STATUS_LABEL: Record<StoreItemStatus, string> = {
  draft: 'Draft',
  pending: 'Awaiting approval',
  published: 'Published',
  rejected: 'Rejected',
};

/** The usage terms a new item starts with; the seller may write their own. */
export const DEFAULT_STORE_TERMS =
  'Royalty-free: use these sounds in your own music, released commercially or not, with no further payment ' +
  'and no credit required. You may not resell, share or redistribute the sounds themselves, alone or in ' +
  'another sound library.';

/** Up to $1,000 in integer cents: a sound kit, never a catalogue. */
export const STORE_MAX_PRICE = 100_000;

/** An uploaded cover (`/media/…`) set by the cover upload; never typed by hand. */
const imageUrl = z
  .string()
  .trim()
  .max(1000, 'At most 1,000 characters')
  .refine((v) => v === '' || /^\/media\//.test(v), 'An uploaded image')
  .nullable()
  .default(null)
  .transform((v) => v || null);

/** What the seller writes (create and autosave); the files arrive through uploads, the status through actions. */
export const storeItemFields = z.object({
  kind: z.enum(STORE_ITEM_KINDS, 'Pick a kind'),
  title: safeText().trim().min(1, 'This field is required').max(120, 'At most 120 characters'),
  description: safeText().trim().max(5000, 'At most 5,000 characters').default(''),
  price: z
    .number('A price in cents')
    .int('Whole cents only')
    .min(100, 'At least $1.00')
    .max(STORE_MAX_PRICE, 'At most $1,000.00'),
  terms: safeText().trim().min(1, 'This field is required').max(5000, 'At most 5,000 characters'),
  image_url: imageUrl,
});
export type StoreItemInput = z.input<typeof storeItemFields>;
export const storeItemCreateSchema = storeItemFields.extend({
  terms: storeItemFields.shape.terms.default(DEFAULT_STORE_TERMS),
});

/** GET /store/items: the public listing's search and kind filter. */
export const storeListQuery = z.object({
  search: safeText().trim().max(100, 'At most 100 characters').default(''),
  kind: z.enum(STORE_ITEM_KINDS, 'Unknown kind').optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type StoreListQuery = z.infer<typeof storeListQuery>;
export const STORE_PAGE_SIZE = 24;

export const storeItemView = z.object({
  id,
  slug: z.string(),
  kind: z.enum(STORE_ITEM_KINDS),
  title: z.string(),
  description: z.string(),
  price: z.number().int(),
  terms: z.string(),
  image_url: z.string().nullable(),
  /** Null: sold by the house. */
  producer_id: id.nullable(),
  seller_name: z.string(),
  status: z.enum(STORE_ITEM_STATUSES),
  /** Only the seller and administrators see the file's name; buyers get it on their order page. */
  zip_name: z.string().nullable(),
  zip_size: z.number().int().nullable(),
  /** The demo's public preview (decision 0099); null until the audio pipeline made it. */
  demo_url: z.string().nullable(),
  demo_waveform_url: z.string().nullable(),
  /** Seconds. */
  demo_duration: z.number().nullable(),
  demo_state: z.enum(MEDIA_STATES),
  /** Why the demo could not be made: for the seller and administrators. */
  demo_error: z.string().nullable(),
  reject_reason: z.string(),
  published_at: timestamp.nullable(),
  updated_at: timestamp,
  deleted_at: timestamp.nullable(),
});
export type StoreItemView = z.infer<typeof storeItemView>;
export type StoreItemData = Wire<StoreItemView>;

/** POST /store_item/{id}/reject: why, for the seller. */
export const storeRejectSchema = z.object({
  reason: safeText().trim().min(1, 'Say why, for the seller').max(500, 'At most 500 characters'),
});

/** What still keeps an item from being sent for approval, in the seller's words; null when nothing. */
export function storeItemMissing(item: { image_url: string | null; zip_name: string | null }): string | null {
  if (!item.zip_name) return 'Upload the ZIP first.';
  if (!item.image_url) return 'Upload a cover first.';
  return null;
}

/**
 * Who changes an item and its files: administrators always; its producer while it is a draft or was
 * rejected (a published or pending item is withdrawn to a draft first, so what was approved is what sells).
 */
export function canEditStoreItem(
  user: { id: number; role: number } | null,
  item: { producer_id: number | null; status: StoreItemStatus },
): boolean {
  if (!user) return false;
  if (isAdmin(user.role)) return true;
  return (
    isProducer(user.role) && item.producer_id === user.id && (item.status === 'draft' || item.status === 'rejected')
  );
}

/** Whether the user owns the item (its producer) or runs the store (administrators). */
export function ownsStoreItem(user: { id: number; role: number } | null, item: { producer_id: number | null }) {
  return !!user && (isAdmin(user.role) || (item.producer_id !== null && item.producer_id === user.id));
}

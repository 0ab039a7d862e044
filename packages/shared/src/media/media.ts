import { z } from 'zod';
import { idField } from '../text.js';

// In a file without zod, so a page that only formats a time or an image address does not load zod.
export { formatDuration, responsiveVariant } from './format.js';

/**
 * What an upload is for: the audio master, a delivered attachment, a cover image, a producer's voice tag,
 * an image of a home page slide, or an image in a content page's rich text (both administrators only),
 * a contest's stems (administrators) or an entry's song (any signed-in account); a store item's cover, ZIP
 * and audio demo (issue 34).
 */
export const UPLOAD_PURPOSES = [
  'master',
  'mp3',
  'wav',
  'zip',
  'cover',
  'voice_tag',
  'slide',
  'content_image',
  'contest_file',
  'contest_entry',
  'store_cover',
  'store_zip',
  'store_demo',
  'service_brief',
  'service_delivery',
  'sound_reference',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Spec §3/§9: delivered attachments, listed MP3 1, WAV 2, ZIP 3. */
export const ATTACHMENT_KINDS = ['mp3', 'wav', 'zip'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
export const ATTACHMENT_ORDER: Record<AttachmentKind, number> = { mp3: 1, wav: 2, zip: 3 };
export const ATTACHMENT_LABEL: Record<AttachmentKind, string> = {
  mp3: 'MP3',
  wav: 'WAV (untagged)',
  zip: 'ZIP trackouts',
};

/** Processing state of a beat's audio: shown in the editor and on the dashboard. */
export const MEDIA_STATES = ['none', 'processing', 'ready', 'failed'] as const;
export type MediaState = (typeof MEDIA_STATES)[number];

export interface UploadRule {
  accept: string[];
  max_size: number;
  /** Seconds of audio decoded at most (master): a long file at a low bitrate is small but decodes huge. */
  max_duration?: number;
  /** Pixels (width × height) an image may have (cover, slide, content image): decoding holds them all. */
  max_pixels?: number;
}
export type UploadRules = Record<UploadPurpose, UploadRule>;

const MB = 1024 * 1024;
/**
 * 40 megapixels (8000 × 5000): every camera photo and design export a cover or slide starts from; the
 * largest width made is 1440 px. A decode holds 3-4 bytes a pixel, so about 160 MB at most, one at a time.
 */
export const DEFAULT_MAX_PIXELS = 40_000_000;
/** Defaults; the server's UPLOAD_RULES setting overrides them and sends the result in supporting data. */
export const DEFAULT_UPLOAD_RULES: UploadRules = {
  master: {
    accept: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/mpeg'],
    max_size: 300 * MB,
    max_duration: 20 * 60,
  },
  mp3: { accept: ['audio/mpeg'], max_size: 50 * MB },
  wav: { accept: ['audio/wav', 'audio/x-wav', 'audio/wave'], max_size: 300 * MB },
  zip: { accept: ['application/zip', 'application/x-zip-compressed'], max_size: 1024 * MB },
  cover: { accept: ['image/jpeg', 'image/png', 'image/webp'], max_size: 15 * MB, max_pixels: DEFAULT_MAX_PIXELS },
  voice_tag: { accept: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/mpeg'], max_size: 10 * MB },
  slide: { accept: ['image/jpeg', 'image/png', 'image/webp'], max_size: 15 * MB, max_pixels: DEFAULT_MAX_PIXELS },
  content_image: {
    accept: ['image/jpeg', 'image/png', 'image/webp'],
    max_size: 10 * MB,
    max_pixels: DEFAULT_MAX_PIXELS,
  },
  contest_file: {
    accept: ['application/zip', 'application/x-zip-compressed', 'audio/wav', 'audio/x-wav', 'audio/wave', 'audio/mpeg'],
    max_size: 1024 * MB,
  },
  contest_entry: { accept: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/mpeg'], max_size: 100 * MB },
  store_cover: {
    accept: ['image/jpeg', 'image/png', 'image/webp'],
    max_size: 15 * MB,
    max_pixels: DEFAULT_MAX_PIXELS,
  },
  store_zip: { accept: ['application/zip', 'application/x-zip-compressed'], max_size: 1024 * MB },
  // A store item's demo (decision 0099): a few minutes of the kit in use, made into a preview like a master.
  store_demo: {
    accept: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/mpeg'],
    max_size: 100 * MB,
    max_duration: 10 * 60,
  },
  // A service order's files (decision 0088): the buyer's stems or song, the seller's versions.
  service_brief: {
    accept: ['application/zip', 'application/x-zip-compressed', 'audio/wav', 'audio/x-wav', 'audio/wave', 'audio/mpeg'],
    max_size: 1024 * MB,
  },
  service_delivery: {
    accept: ['application/zip', 'application/x-zip-compressed', 'audio/wav', 'audio/x-wav', 'audio/wave', 'audio/mpeg'],
    max_size: 1024 * MB,
  },
  // A "sounds like" search's reference track (issue 37 §3): only its first 90 s are heard, then it is deleted.
  sound_reference: { accept: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/mpeg'], max_size: 60 * MB },
};

/** Purposes of a store item (`store_item_id`), not of a beat. */
export const STORE_PURPOSES: readonly UploadPurpose[] = ['store_cover', 'store_zip', 'store_demo'];
/** Purposes that belong to no beat: a producer's voice tag, the administrators' site images, contest and store files. */
export const BEATLESS_PURPOSES: readonly UploadPurpose[] = [
  'voice_tag',
  'slide',
  'content_image',
  'contest_file',
  'contest_entry',
  ...STORE_PURPOSES,
  'service_brief',
  'service_delivery',
  'sound_reference',
];

/** Asks the server for a direct-upload slot (the S3 presigned POST protocol, also spoken by local storage). */
export const uploadRequestSchema = z
  .object({
    purpose: z.enum(UPLOAD_PURPOSES),
    beat_id: idField().optional(),
    store_item_id: idField().optional(),
    filename: z.string().trim().min(1, 'This field is required').max(200, 'At most 200 characters'),
    size: z.number().int().positive('The file is empty'),
    content_type: z.string().trim().min(1, 'This field is required').max(100),
  })
  // A voice tag belongs to its producer, a slide or content image to what is saved with it: no beat.
  .refine((v) => BEATLESS_PURPOSES.includes(v.purpose) || v.beat_id !== undefined, {
    path: ['beat_id'],
    message: 'This field is required',
  })
  .refine((v) => !STORE_PURPOSES.includes(v.purpose) || v.store_item_id !== undefined, {
    path: ['store_item_id'],
    message: 'This field is required',
  });
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

/** The slot: post `fields` then the file (last) as multipart form data to `action`; success is 204. */
export interface UploadSlot {
  id: string;
  action: string;
  fields: Record<string, string>;
  max_size: number;
}

/** The twelve pitch classes, and the 24 keys the analysis names (also offered in the editor). */
export const PITCH_CLASSES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;
export const MUSICAL_KEYS = PITCH_CLASSES.flatMap((n) => [`${n} major`, `${n} minor`]);

import { formatCount } from '../numbers.js';
import { z } from 'zod';
import { idField } from '../text.js';

/** What a package can hold per beat (issue 17): the voice-tagged preview, the untagged MP3, the WAV, the trackouts ZIP. */
export const DOWNLOAD_FORMATS = ['preview', 'mp3', 'wav', 'trackouts'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
export const DOWNLOAD_FORMAT_LABELS: Record<DownloadFormat, string> = {
  preview: 'Tagged preview (MP3)',
  mp3: 'MP3 (untagged)',
  wav: 'WAV',
  trackouts: 'Trackouts (ZIP)',
};

export const DOWNLOAD_BUILD_STATUSES = ['queued', 'building', 'ready', 'failed'] as const;
export type DownloadBuildStatus = (typeof DOWNLOAD_BUILD_STATUSES)[number];
export const DOWNLOAD_BUILD_STATUS_LABELS: Record<DownloadBuildStatus, string> = {
  queued: 'Queued',
  building: 'Building',
  ready: 'Ready',
  failed: 'Failed',
};

export const MAX_PACKAGE_BEATS = 500;
export const MAX_PACKAGE_DAYS = 365;

/** `POST /download_build/create` (administrators): the form of /beats/download-builder checks the same. */
export const downloadBuildSchema = z.object({
  title: z.string().trim().min(1, 'This field is required').max(120, 'At most 120 characters'),
  beat_ids: z
    .array(idField(), 'Choose at least one beat')
    .min(1, 'Choose at least one beat')
    .max(MAX_PACKAGE_BEATS, `At most ${MAX_PACKAGE_BEATS} beats in one package`)
    // A beat picked twice is packed once.
    .transform((ids) => [...new Set(ids)]),
  formats: z
    .array(z.enum(DOWNLOAD_FORMATS, 'Unknown format'), 'Choose at least one format')
    .min(1, 'Choose at least one format')
    .transform((f) => DOWNLOAD_FORMATS.filter((x) => f.includes(x))),
  expires_in_days: z
    .number('Enter a number')
    .int('Whole days only')
    .min(1, 'At least 1 day')
    .max(MAX_PACKAGE_DAYS, `At most ${MAX_PACKAGE_DAYS} days`),
});
export type DownloadBuildInput = z.infer<typeof downloadBuildSchema>;
export type DownloadBuildForm = z.input<typeof downloadBuildSchema>;

/** A package as the list and `GET /download_build/{id}` answer it. */
export interface DownloadBuildView {
  id: number;
  title: string;
  beat_ids: number[];
  beat_count: number;
  formats: DownloadFormat[];
  status: DownloadBuildStatus;
  files_total: number;
  files_done: number;
  bytes_done: number;
  /** Bytes of the finished ZIP; null until it is ready. */
  size_bytes: number | null;
  /** 0-100: bytes written of the bytes to pack. */
  progress: number;
  error: string | null;
  expires_at: string;
  expired: boolean;
  download_count: number;
  created_at: string;
  deleted_at: string | null;
}

/** `POST /download_build/{id}/link`: the address anyone can open until the package expires. */
export interface DownloadBuildLink {
  href: string;
  expires_at: string;
}

/** Whole percent of the work done; a package with nothing to pack (every file missing) is done when ready. */
export function buildProgress(b: { status: DownloadBuildStatus; bytes_done: number; bytes_total: number }): number {
  if (b.status === 'ready') return 100;
  if (b.bytes_total <= 0) return 0;
  return Math.min(99, Math.floor((b.bytes_done / b.bytes_total) * 100));
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];
/** 1,536 → '1.5 KB' (powers of 1024, one decimal from KB up). */
export function formatBytes(n: number): string {
  if (!Number.isFinite(n) || n < 1024) return `${formatCount(Math.max(0, Math.round(n || 0)))} bytes`;
  let v = n;
  let u = 0;
  while (v >= 1024 && u < UNITS.length - 1) {
    v /= 1024;
    u++;
  }
  return `${v.toFixed(1)} ${UNITS[u]}`;
}

import type { AttachmentKind } from './media.js';

/** A signed, expiring link to a private file (spec §4). */
export interface PrivateUrlView {
  href: string;
  /** Seconds the link stays valid. */
  expires_in: number;
}

/** A file a buyer or a share-token holder may download. */
export interface SharedFileView extends PrivateUrlView {
  kind: AttachmentKind;
  name: string;
  size: number | null;
}

/** The trackouts/mp3/wav page opened with a beat's share token. */
export interface SharedFilesView {
  beat: { id: number; title: string; image_url: string | null };
  format: 'trackouts' | 'mp3' | 'wav';
  files: SharedFileView[];
}

import type { UpgradeRefView } from '../commerce/upgrade.js';
import type { LicenceState, OrderState } from '../commerce/order.js';
import type { AttachmentKind } from '../media/media.js';

/** `GET /user/invitation/{token}`: who was invited, to prefill the sign-up form. */
export interface InvitationView {
  first_name: string;
  last_name: string;
  email: string;
}

/** `GET /verify/{code}` (public): whether a licence code is genuine, and whose it is. */
export interface LicenseCheckView {
  code: string;
  genuine: boolean;
  status: OrderState;
  /** Decision 0092: 'valid' while the licence stands, 'revoked' after a refund, 'pending' before payment. */
  state: LicenceState;
  /** The YouTube channel ids the licence covers (decision 0092). */
  channels: string[];
  /** Decision 0095: the licence that upgraded this one (it stands no more), or the one this upgraded. */
  superseded_by?: UpgradeRefView | null;
  upgrade_of?: UpgradeRefView | null;
  beat_title: string;
  license: string;
  /** First name and initial only: the check is public. */
  licensee: string;
  issued_at: Date;
}

/** The producer's voice tag (or the default), through a private link. */
export interface VoiceTagView {
  url: string;
  is_default: boolean;
}

/** A file attached to a beat (trackouts, mp3, wav), as its editor lists them. */
export interface AttachmentView {
  id: number;
  kind: AttachmentKind;
  name: string;
  size: number;
  created_at: Date;
}

/**
 * What a buyer of the beat receives in one format, and where it comes from: the producer's upload, the
 * MP3 the audio pipeline made from the master, the WAV master itself, or nothing yet (source null).
 */
export interface DeliveryFileView {
  kind: AttachmentKind;
  source: 'upload' | 'pipeline' | 'master' | null;
  name: string | null;
  size: number | null;
  /** The uploaded attachment, which the producer may delete; null for the other sources. */
  attachment_id: number | null;
}

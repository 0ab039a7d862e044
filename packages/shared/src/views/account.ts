import type { OrderState } from '../commerce/checkout.js';
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

import type { LicenseData, LicenseType } from '@beatmarket/shared';
import type { Beat } from '../../../lib/beat';
import type { CartLine } from '../../../lib/cart';

/** A licence definition as `/license/records` gives it: what the picker compares. */
export type LicenseDefinition = LicenseData;

/** Spec §3 License edit: the beat and the choices being made for it. */
export interface LicenseEdit {
  beat: Pick<Beat, 'id' | 'slug' | 'family' | 'full_title' | 'image_url' | 'price'> & {
    producer_name: string;
    /** Decision 0077: the trackouts add-on is offered only when the beat has the file. */
    trackouts_available?: boolean;
  };
  type: LicenseType;
  license_id: number;
  trackouts_id: number | null;
  bundle_license_id: number | null;
}

/** The edit of a cart line, as the licence editor starts it. */
export const editOf = (line: CartLine): LicenseEdit => ({
  beat: line.beat,
  type: (line.license?.type ?? 'non_exclusive') as LicenseType,
  license_id: line.license_id,
  trackouts_id: line.trackouts_id,
  bundle_license_id: line.bundle_license_id,
});

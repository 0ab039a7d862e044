import { z } from 'zod';
import type { LicenseLevel, LicenseType } from './license.js';
import { idField } from '../text.js';

export interface LicenseRef {
  id: number;
  type: LicenseType;
  level: LicenseLevel;
  price: number;
  bundle_price: number | null;
}

/** POST /cart/upsert/{beat_id}: without a licence, the default of spec §4 applies. */
export const cartUpsertSchema = z.object({
  license_id: idField().nullable().optional(),
  trackouts_id: idField().nullable().optional(),
  bundle_license_id: idField().nullable().optional(),
});
export type CartUpsert = z.infer<typeof cartUpsertSchema>;

/** Spec §4: a feature gets the feature licence at unlimited level; any other beat non-exclusive standard. */
export function defaultLicense<L extends LicenseRef>(family: 'beat' | 'feature', licenses: L[]): L | null {
  const [type, level]: [LicenseType, LicenseLevel] =
    family === 'feature' ? ['feature', 'unlimited'] : ['non_exclusive', 'standard'];
  return licenses.find((l) => l.type === type && l.level === level) ?? licenses.find((l) => l.type === type) ?? null;
}

/** Which licences a beat of this family can be sold under as its main licence. */
export function licenseFitsBeat(family: 'beat' | 'feature', license: Pick<LicenseRef, 'type'>): boolean {
  return family === 'feature' ? license.type === 'feature' : license.type !== 'feature' && license.type !== 'addon';
}

/** Spec §5: trackouts add-ons are offered unless the licence is exclusive (which includes the stems). */
export const trackoutsAllowed = (main: Pick<LicenseRef, 'type'>) =>
  main.type !== 'exclusive' && main.type !== 'feature';

/**
 * Spec §5: a bundle only when the main licence is not exclusive and the bundle licence is of another
 * type, not an add-on or feature licence, and has a bundle price.
 */
export function bundleAllowed(
  main: Pick<LicenseRef, 'type'>,
  bundle: Pick<LicenseRef, 'type' | 'bundle_price'>,
): boolean {
  return (
    main.type !== 'exclusive' &&
    bundle.type !== main.type &&
    bundle.type !== 'addon' &&
    bundle.type !== 'feature' &&
    bundle.bundle_price !== null
  );
}

/**
 * Spec §4 licence editor: changing the type filter picks a licence of the new type at the same level
 * as the current one, else standard, else any of that type.
 */
export function licenseForType<L extends Pick<LicenseRef, 'type' | 'level'>>(
  licenses: L[],
  type: LicenseType,
  currentLevel: LicenseLevel | null,
): L | null {
  const ofType = licenses.filter((l) => l.type === type);
  return (
    ofType.find((l) => l.level === currentLevel) ?? ofType.find((l) => l.level === 'standard') ?? ofType[0] ?? null
  );
}

import {
  bundleAllowed,
  defaultLicense,
  EXCLUSIVE_REFUSED,
  hasUnclearedSample,
  isPlanOnly,
  licenseFitsBeat,
  trackoutsAllowed,
  type CartUpsert,
} from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import type { CartRepository, LicenseRow } from './cart.repository.js';
import { ref } from './cart-pricing.js';

/** Decision 0077: the add-on is sold only with a stored trackouts file. */
export const TRACKOUTS_UNAVAILABLE = 'Trackouts are not available for this beat yet.';

type Beat = NonNullable<Awaited<ReturnType<CartRepository['beat']>>>;

/** The licence of a cart line: the one asked for, or the beat's default; never a plan's, always one that fits. */
function mainLicense(beat: Beat, all: LicenseRow[], asked: LicenseRow | null) {
  const license = asked ?? all.find((l) => l.id === defaultLicense(beat.family, all.map(ref))?.id);
  if (!license) throw new AppError('conflict', { message: 'No licence is offered for this beat yet.' });
  // Issue 19: inner-circle licences come with a membership plan (claimed from it), never from the cart.
  if (isPlanOnly(license.type))
    throw new AppError('validation_failed', {
      topicId: 'license_id',
      message: 'This licence comes only with a membership plan. Subscribe to a plan to get it.',
    });
  if (!licenseFitsBeat(beat.family, license))
    throw new AppError('validation_failed', {
      topicId: 'license_id',
      message: 'This licence is not offered for this beat.',
    });
  // Decision 0091: an uncleared sample is somebody else's to sell.
  if (license.type === 'exclusive' && hasUnclearedSample(beat.sampleDeclaration))
    throw new AppError('validation_failed', { topicId: 'license_id', message: EXCLUSIVE_REFUSED });
  return license;
}

/** The licences of a cart line as asked for, refused unless they are known, fit the beat and fit each other. */
export function checkedLine(beat: Beat, all: LicenseRow[], input: CartUpsert) {
  const find = (id: number | null | undefined, topicId: string) => {
    if (id === null || id === undefined) return null;
    const l = all.find((x) => x.id === id);
    if (!l) throw new AppError('validation_failed', { topicId, message: 'Unknown licence.' });
    return l;
  };
  const license = mainLicense(beat, all, find(input.license_id, 'license_id'));
  const trackouts = find(input.trackouts_id, 'trackouts_id');
  if (trackouts && (trackouts.type !== 'addon' || !trackoutsAllowed(ref(license))))
    throw new AppError('validation_failed', {
      topicId: 'trackouts_id',
      message: 'Trackouts cannot be added to this licence.',
    });
  // Decision 0077: nothing is sold that cannot be delivered.
  if (trackouts && beat.trackoutsAvailable !== true)
    throw new AppError('validation_failed', { topicId: 'trackouts_id', message: TRACKOUTS_UNAVAILABLE });
  const bundle = find(input.bundle_license_id, 'bundle_license_id');
  if (bundle && (isPlanOnly(bundle.type) || !bundleAllowed(ref(license), ref(bundle))))
    throw new AppError('validation_failed', {
      topicId: 'bundle_license_id',
      message: 'This bundle is not offered with this licence.',
    });
  return { license, trackouts, bundle };
}

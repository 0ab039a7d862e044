import { describe, expect, it } from 'vitest';
import {
  bundleAllowed,
  defaultLicense,
  licenseFitsBeat,
  licenseForType,
  trackoutsAllowed,
  type LicenseRef,
} from './cart.js';

const L = (
  id: number,
  type: LicenseRef['type'],
  level: LicenseRef['level'],
  bundle_price: number | null = null,
): LicenseRef => ({ id, type, level, price: id * 1000, bundle_price });
const all = [
  L(1, 'non_exclusive', 'basic'),
  L(2, 'non_exclusive', 'standard'),
  L(3, 'sync', 'basic', 2000),
  L(4, 'exclusive', 'unlimited'),
  L(5, 'addon', 'standard'),
  L(6, 'feature', 'unlimited'),
];

describe('cart rules', () => {
  it('defaults to non-exclusive standard, or the unlimited feature licence for features (spec §4)', () => {
    expect(defaultLicense('beat', all)?.id).toBe(2);
    expect(defaultLicense('feature', all)?.id).toBe(6);
    expect(defaultLicense('beat', [L(1, 'non_exclusive', 'basic')])?.id).toBe(1);
    expect(defaultLicense('beat', [L(4, 'exclusive', 'unlimited')])).toBeNull();
  });
  it('switches type at the same level, else standard, else any (spec §4 licence editor)', () => {
    const more = [...all, L(7, 'sync', 'standard'), L(8, 'sync', 'unlimited'), L(9, 'non_exclusive', 'unlimited')];
    expect(licenseForType(more, 'sync', 'unlimited')?.id).toBe(8);
    expect(licenseForType(more, 'sync', 'basic')?.id).toBe(3);
    expect(licenseForType(more, 'exclusive', 'standard')?.id).toBe(4);
    expect(licenseForType(more, 'non_exclusive', null)?.id).toBe(2);
    expect(licenseForType([L(3, 'sync', 'basic'), L(8, 'sync', 'unlimited')], 'sync', 'standard')?.id).toBe(3);
    expect(licenseForType(more, 'inner_circle', 'basic')).toBeNull();
  });
  it('fits feature licences to features only, and never sells an add-on alone', () => {
    expect(licenseFitsBeat('feature', L(6, 'feature', 'unlimited'))).toBe(true);
    expect(licenseFitsBeat('feature', L(2, 'non_exclusive', 'standard'))).toBe(false);
    expect(licenseFitsBeat('beat', L(5, 'addon', 'standard'))).toBe(false);
    expect(licenseFitsBeat('beat', L(4, 'exclusive', 'unlimited'))).toBe(true);
  });
  it('offers trackouts and bundles by the rules of spec §5', () => {
    expect(trackoutsAllowed(L(2, 'non_exclusive', 'standard'))).toBe(true);
    expect(trackoutsAllowed(L(4, 'exclusive', 'unlimited'))).toBe(false);
    expect(bundleAllowed(L(2, 'non_exclusive', 'standard'), L(3, 'sync', 'basic', 2000))).toBe(true);
    expect(bundleAllowed(L(4, 'exclusive', 'unlimited'), L(3, 'sync', 'basic', 2000))).toBe(false);
    expect(bundleAllowed(L(2, 'non_exclusive', 'standard'), L(1, 'non_exclusive', 'basic', 2000))).toBe(false);
    expect(bundleAllowed(L(2, 'non_exclusive', 'standard'), L(3, 'sync', 'basic'))).toBe(false);
    expect(bundleAllowed(L(2, 'non_exclusive', 'standard'), L(5, 'addon', 'standard', 100))).toBe(false);
  });
});

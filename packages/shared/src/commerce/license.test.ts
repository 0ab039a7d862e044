import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cheapestPrice, grantedFiles, LICENSE_TYPES, levelName, licenseSchema, licenseTerms } from './license.js';

describe('licences', () => {
  it('names levels as spec §4 does', () => {
    expect(levelName('non_exclusive', 'unlimited')).toBe('Unlimited');
    expect(levelName('sync', 'standard')).toBe('Professional');
    expect(levelName('exclusive', 'standard')).toBe('Standard');
    expect(levelName('sync', 'basic')).toBe('YouTube');
    expect(levelName('non_exclusive', 'basic')).toBe('Basic');
  });

  it('prices a beat from its cheapest pickable licence, never an add-on, feature or plan-only licence', () => {
    expect(
      cheapestPrice([
        { type: 'addon', price: 100 },
        { type: 'non_exclusive', price: 2999 },
        { type: 'feature', price: 0 },
        { type: 'inner_circle', price: 0 },
        { type: 'exclusive', price: 99999 },
      ]),
    ).toBe(2999);
    expect(cheapestPrice([{ type: 'addon', price: 100 }])).toBeNull();
    fc.assert(
      fc.property(fc.array(fc.record({ type: fc.constantFrom(...LICENSE_TYPES), price: fc.nat(10_000_000) })), (ls) => {
        const p = cheapestPrice(ls);
        const pickable = ls.filter((l) => l.type !== 'addon' && l.type !== 'feature' && l.type !== 'inner_circle');
        expect(p).toBe(pickable.length ? Math.min(...pickable.map((l) => l.price)) : null);
      }),
    );
  });

  it('validates prices in whole cents and specifications per key', () => {
    const base = {
      name: 'Basic',
      description: '',
      type: 'non_exclusive',
      level: 'basic',
      price: 2999,
      specifications: { streams: 50_000, mp3: true },
      bundle_price: null,
      bundled_name: '',
      bundled_description: '',
    };
    expect(licenseSchema.safeParse(base).success).toBe(true);
    expect(licenseSchema.safeParse({ ...base, price: 29.99 }).success).toBe(false);
    expect(licenseSchema.safeParse({ ...base, specifications: { lyrics: 1 } }).success).toBe(false);
    expect(licenseSchema.safeParse({ ...base, specifications: { streams: -1 } }).success).toBe(false);
  });
});

describe('licence terms in plain words', () => {
  it('turns specifications into sentences: counts, unlimited, granted files', () => {
    expect(
      licenseTerms({
        units: 2500,
        streams: 100000,
        mp3: true,
        wav: false,
        radio_live: false,
        youtube: 1,
        broadcast: 0,
      }),
    ).toEqual([
      'Up to 2,500 sale units',
      'Up to 100,000 streams',
      'Up to 1 monetized video',
      'Unlimited broadcasts',
      'MP3 file included',
    ]);
    expect(licenseTerms({ radio_live: 0, wav: true })).toEqual(['Unlimited radio and live use', 'WAV file included']);
    expect(licenseTerms({ radio_live: true })).toEqual(['Radio and live use']);
  });

  it('delivers the files a licence grants, trackouts with the add-on, everything with an exclusive', () => {
    expect(grantedFiles({ mp3: true, wav: false }, { trackouts: false, type: 'non_exclusive' })).toEqual(['mp3']);
    expect(grantedFiles({ mp3: true, wav: true }, { trackouts: true, type: 'non_exclusive' })).toEqual([
      'mp3',
      'wav',
      'zip',
    ]);
    expect(grantedFiles({}, { trackouts: false, type: 'exclusive' })).toEqual(['mp3', 'wav', 'zip']);
  });
});

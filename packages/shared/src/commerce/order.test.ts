import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressSchema, regionAfterCountryChange, regionsOf } from './address.js';
import { checkoutSchema, expiryValid, luhnValid, ORDER_TRANSITIONS } from './order.js';
import { COUNTRIES } from './geo-data.js';

const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };

describe('address (spec §3, §4, §5)', () => {
  it('lists about 250 countries and the US and Canadian regions', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
    expect(regionsOf('CA')!.map(([c]) => c)).toContain('QC');
    expect(regionsOf('FR')).toBeNull();
  });

  it('requires every field, per field, and picks US/CA states from the list', () => {
    const r = addressSchema.safeParse({ country: 'ZZ', address: '', city: '', state: '', zip: '' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['address', 'city', 'country', 'state', 'zip']);
    expect(addressSchema.safeParse({ ...address, state: 'Texas' }).error!.issues[0]!.path).toEqual(['state']);
    expect(addressSchema.parse({ ...address, country: 'fr', state: 'Île-de-France' })).toMatchObject({ country: 'FR' });
  });

  it('resets the region on a country change unless it belongs to the new country', () => {
    expect(regionAfterCountryChange('CA', 'TX')).toBe(regionsOf('CA')![0]![0]);
    expect(regionAfterCountryChange('US', 'TX')).toBe('TX');
    // A country without a region list gets free text: nothing of the previous country carries over.
    expect(regionAfterCountryChange('FR', 'AB')).toBe('');
    expect(regionAfterCountryChange('DE', 'Bayern')).toBe('');
  });
});

describe('checkout input', () => {
  it('checks card numbers with Luhn and expiry dates against today', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(expiryValid('12/30', new Date('2026-11-23'))).toBe(true);
    expect(expiryValid('10/26', new Date('2026-11-23'))).toBe(false);
    expect(expiryValid('11/26', new Date('2026-11-23'))).toBe(true);
    fc.assert(
      fc.property(fc.stringMatching(/^\d{15}$/), (body) => {
        // Exactly one check digit completes any body.
        expect([...'0123456789'].filter((d) => luhnValid(body + d))).toHaveLength(1);
      }),
    );
  });

  it('gives per-field errors for the card and address', () => {
    const r = checkoutSchema.safeParse({
      idempotency_key: 'short',
      address: { ...address, zip: '' },
      payment: { method: 'card', number: '1234', expiry: '13/99', cvc: 'x' },
    });
    expect(r.error!.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'address.zip',
      'idempotency_key',
      'payment.cvc',
      'payment.expiry',
      'payment.number',
    ]);
  });

  it('keeps the order states closed: final states go nowhere, every target is a state', () => {
    expect(ORDER_TRANSITIONS.failed).toEqual([]);
    expect(ORDER_TRANSITIONS.refunded).toEqual([]);
    for (const targets of Object.values(ORDER_TRANSITIONS))
      for (const t of targets) expect(Object.keys(ORDER_TRANSITIONS)).toContain(t);
  });
});

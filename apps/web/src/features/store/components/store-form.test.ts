import { storeItemCreateSchema } from '@beatmarket/shared';
import { describe, expect, it } from 'vitest';
import { formValues, toInput } from './store-form';

describe('store item form', () => {
  it('sends the typed dollars as integer cents, rounding away float error', () => {
    const v = { ...formValues(), title: 'Kit', price: '$1,024.99' };
    expect(toInput(v).price).toBe(102499);
    expect(toInput({ ...v, price: '0.29' }).price).toBe(29);
    expect(toInput({ ...v, price: '19.999' }).price).toBe(2000);
  });

  it('an empty or wordy price fails the shared schema on the price field', () => {
    for (const price of ['', 'abc']) {
      const checked = storeItemCreateSchema.safeParse(toInput({ ...formValues(), title: 'Kit', price }));
      expect(checked.success).toBe(false);
      expect(checked.error?.issues[0]?.path).toEqual(['price']);
    }
  });

  it('a new item starts with the royalty-free terms', () => {
    expect(formValues().terms).toMatch(/^Royalty-free/);
  });
});

import { describe, expect, it } from 'vitest';
import { presetRange, readRange } from './range';

const TODAY = '2026-11-24';

describe('readRange', () => {
  it('reads the presets as days ending today, both included', () => {
    expect(readRange('7', null, null, TODAY)).toEqual({ preset: 7, from: '2026-11-18', to: TODAY });
    expect(readRange('90', null, null, TODAY)).toEqual({ preset: 90, from: '2026-08-27', to: TODAY });
    expect(readRange(null, null, null, TODAY)).toEqual(presetRange(30, TODAY));
    expect(presetRange(30, TODAY).from).toBe('2026-10-26');
  });

  it('keeps a custom range the reports accept', () => {
    expect(readRange('custom', '2026-01-01', '2026-01-31', TODAY)).toEqual({
      preset: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it.each([
    ['reversed', '2026-02-01', '2026-01-01'],
    ['not a day', '2026-02-30', '2026-03-01'],
    ['missing', null, '2026-03-01'],
    ['longer than the reports read', '2020-01-01', '2026-01-01'],
  ])('falls back to the last 30 days for a custom range %s', (_why, from, to) => {
    expect(readRange('custom', from, to, TODAY)).toEqual(presetRange(30, TODAY));
  });

  it('ignores an unknown preset', () => {
    expect(readRange('365', null, null, TODAY)).toEqual(presetRange(30, TODAY));
  });
});

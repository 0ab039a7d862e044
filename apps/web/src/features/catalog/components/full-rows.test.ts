import { describe, expect, it } from 'vitest';
import { fullRows } from './full-rows';

const shown = (count: number, prefix: '' | 'sm:' | 'lg:' | 'xl:' | '2xl:') =>
  Array.from({ length: count }, (_, i) => fullRows(i, count).split(' ')).filter((c) => c.includes(`${prefix}block`))
    .length;

describe('full rows of cards', () => {
  it('never leaves a card alone on a last row: 6 beats show 5 in five columns, 4 in four, all 6 in 2, 3 and 6', () => {
    expect([shown(6, ''), shown(6, 'sm:'), shown(6, 'lg:'), shown(6, 'xl:'), shown(6, '2xl:')]).toEqual([
      6, 6, 4, 5, 6,
    ]);
    expect([shown(10, ''), shown(10, 'sm:'), shown(10, 'lg:'), shown(10, 'xl:'), shown(10, '2xl:')]).toEqual([
      10, 9, 8, 10, 6,
    ]);
    expect([shown(25, ''), shown(25, 'sm:'), shown(25, 'lg:'), shown(25, 'xl:'), shown(25, '2xl:')]).toEqual([
      24, 24, 24, 25, 24,
    ]);
  });

  it('shows a list shorter than a row whole, and hides only from the end', () => {
    expect([shown(3, ''), shown(3, 'lg:'), shown(3, '2xl:')]).toEqual([2, 3, 3]);
    expect(fullRows(0, 6)).toBe('block sm:block lg:block xl:block 2xl:block');
    expect(fullRows(5, 6)).toBe('block sm:block lg:hidden xl:hidden 2xl:block');
  });
});

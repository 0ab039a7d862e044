import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bpmKeys, publishWeek, weekKeys } from './filter-keys.js';

/** The tempos a key stands for, read back from its text. */
function covered(key: string): [number, number] {
  const m = /^bpm:(\d+)(x*)$/.exec(key)!;
  const width = 10 ** m[2]!.length;
  const from = Number(m[1]) * width;
  return [from, from + width - 1];
}

describe('bpmKeys', () => {
  it('uses the widest aligned keys', () => {
    expect(bpmKeys(140, 140)).toEqual(['bpm:140']);
    expect(bpmKeys(80, 100)).toEqual(['bpm:8x', 'bpm:9x', 'bpm:100']);
    expect(bpmKeys(95, 312)).toEqual([
      'bpm:95',
      'bpm:96',
      'bpm:97',
      'bpm:98',
      'bpm:99',
      'bpm:1xx',
      'bpm:2xx',
      'bpm:30x',
      'bpm:310',
      'bpm:311',
      'bpm:312',
    ]);
    expect(bpmKeys(0, 999)).toEqual([
      'bpm:0xx',
      'bpm:1xx',
      'bpm:2xx',
      'bpm:3xx',
      'bpm:4xx',
      'bpm:5xx',
      'bpm:6xx',
      'bpm:7xx',
      'bpm:8xx',
      'bpm:9xx',
    ]);
  });

  it('tiles every range exactly: each tempo in it by one key, none outside', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 999 }), (a, b) => {
        const [min, max] = [Math.min(a, b), Math.max(a, b)];
        const keys = bpmKeys(min, max);
        expect(keys.length).toBeLessThanOrEqual(45);
        const tempos = keys.flatMap((k) => {
          const [from, to] = covered(k);
          return Array.from({ length: to - from + 1 }, (_, i) => from + i);
        });
        expect(tempos).toEqual(Array.from({ length: max - min + 1 }, (_, i) => min + i));
      }),
    );
  });
});

describe('publishing weeks', () => {
  it('counts whole weeks since 2000-01-01 UTC', () => {
    expect(publishWeek(new Date('2000-01-01T00:00:00Z'))).toBe(0);
    expect(publishWeek(new Date('2000-01-07T23:59:59Z'))).toBe(0);
    expect(publishWeek(new Date('2000-01-08T00:00:00Z'))).toBe(1);
    expect(publishWeek(new Date('1999-12-31T23:00:00Z'))).toBe(-1);
    expect(weekKeys(1401, 1403)).toEqual(['pub:1401', 'pub:1402', 'pub:1403']);
    expect(weekKeys(3, 2)).toEqual([]);
  });
});

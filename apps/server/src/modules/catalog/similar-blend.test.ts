import { describe, expect, it } from 'vitest';
import { blendSimilar, keyCompatibility, parseKey, tempoCompatibility } from './similar-blend.js';

describe('musical compatibility', () => {
  it('reads keys as producers write them', () => {
    expect(parseKey('A minor')).toEqual({ pc: 9, minor: true });
    expect(parseKey('Bb maj')).toEqual({ pc: 10, minor: false });
    expect(parseKey('F#m')).toEqual({ pc: 6, minor: true });
    expect(parseKey('dorian-ish')).toBeNull();
  });

  it('mixes the same key, the relative major or minor and a fifth apart, and nothing else', () => {
    expect(keyCompatibility('A minor', 'A minor')).toBe(1);
    expect(keyCompatibility('A minor', 'C major')).toBe(0.9);
    expect(keyCompatibility('C major', 'A minor')).toBe(0.9);
    expect(keyCompatibility('A minor', 'E minor')).toBe(0.8);
    expect(keyCompatibility('A minor', 'D minor')).toBe(0.8);
    expect(keyCompatibility('A minor', 'A# minor')).toBe(0);
    expect(keyCompatibility('A minor', null)).toBe(0);
  });

  it('takes tempos within 4 % and half or double time, and fades out by 12 %', () => {
    expect(tempoCompatibility(140, 144)).toBe(1);
    expect(tempoCompatibility(140, 70)).toBe(1);
    expect(tempoCompatibility(70, 142)).toBe(1);
    expect(tempoCompatibility(140, 150)).toBeGreaterThan(0);
    expect(tempoCompatibility(140, 150)).toBeLessThan(1);
    expect(tempoCompatibility(140, 100)).toBe(0);
    expect(tempoCompatibility(null, 100)).toBe(0);
  });
});

describe('the blend', () => {
  const me = { producerId: 1, bpm: 140, key: 'A minor', tags: 3 };
  const near = { id: 2, producerId: 2, distance: 0.1, bpm: 90, key: 'F major', shared: 0 };
  const tagged = { id: 3, producerId: 3, distance: 1.2, bpm: 140, key: 'A minor', shared: 3 };
  const dupe = { id: 4, producerId: 1, distance: 0.01, bpm: 140, key: 'A minor', shared: 3 };

  it('follows the weights and leaves out the same producer near-duplicate', () => {
    const all = [near, tagged, dupe];
    expect(blendSimilar(me, all, { sound: 100, key: 0, tempo: 0, tags: 0 }, 5)).toEqual([2, 3]);
    expect(blendSimilar(me, all, { sound: 10, key: 30, tempo: 30, tags: 30 }, 5)).toEqual([3, 2]);
    expect(blendSimilar(me, all, { sound: 100, key: 0, tempo: 0, tags: 0 }, 1)).toEqual([2]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildProgress, downloadBuildSchema, formatBytes } from './download-build.js';

const valid = { title: 'Press kit', beat_ids: [3, 1, 3], formats: ['wav', 'preview'], expires_in_days: 14 };
const errorsOf = (input: unknown) => {
  const r = downloadBuildSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('downloadBuildSchema', () => {
  it('keeps each beat once and the formats in package order', () => {
    expect(downloadBuildSchema.parse(valid)).toEqual({
      title: 'Press kit',
      beat_ids: [3, 1],
      formats: ['preview', 'wav'],
      expires_in_days: 14,
    });
  });

  it('names each field it refuses', () => {
    expect(errorsOf({ title: ' ', beat_ids: [], formats: [], expires_in_days: 0 })).toEqual({
      title: 'This field is required',
      beat_ids: 'Choose at least one beat',
      formats: 'Choose at least one format',
      expires_in_days: 'At least 1 day',
    });
    expect(errorsOf({ ...valid, formats: ['flac'] })).toEqual({ 'formats.0': 'Unknown format' });
    expect(errorsOf({ ...valid, beat_ids: Array.from({ length: 501 }, (_, i) => i + 1) })).toEqual({
      beat_ids: 'At most 500 beats in one package',
    });
    expect(errorsOf({ ...valid, expires_in_days: 1.5 })).toEqual({ expires_in_days: 'Whole days only' });
    // Ids are int4: a bigger number names no beat (and must not reach the database).
    expect(errorsOf({ ...valid, beat_ids: [2 ** 31] })).toEqual({ 'beat_ids.0': 'No such record' });
    expect(errorsOf({})).toMatchObject({ beat_ids: 'Choose at least one beat', formats: 'Choose at least one format' });
  });
});

describe('buildProgress', () => {
  it('stays within 0-99 until ready, 100 when ready', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        fc.constantFrom('queued', 'building', 'failed') as fc.Arbitrary<'building'>,
        (done, total, status) => {
          const p = buildProgress({ status, bytes_done: done, bytes_total: total });
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(99);
        },
      ),
    );
    expect(buildProgress({ status: 'ready', bytes_done: 0, bytes_total: 0 })).toBe(100);
    expect(buildProgress({ status: 'building', bytes_done: 50, bytes_total: 200 })).toBe(25);
  });
});

describe('formatBytes', () => {
  it('reads as people write sizes', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1023)).toBe('1,023 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2.0 GB');
  });
});

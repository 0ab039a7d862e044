import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordsQuerySchema } from './entities/schemas.js';
import { findUnsafeText, idFromText, isSafeText, safeText } from './text.js';

describe('storable text', () => {
  it('refuses NUL and lone surrogates, keeps every well-formed string', () => {
    for (const bad of ['\u0000', 'a\u0000', '\ud800', 'x\udc00y', '\udc00\ud800'])
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
    expect(isSafeText('😀 émoji \ud83d\ude00')).toBe(true);
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => isSafeText(s) === !s.includes('\u0000')));
    expect(safeText().safeParse('a\u0000').error?.issues[0]?.message).toBe('Contains characters that are not allowed');
  });

  it('finds the path of the first unstorable string or key in a payload', () => {
    expect(findUnsafeText({ a: [1, { b: 'ok' }, { c: 'x\u0000' }] })).toEqual(['a', 2, 'c']);
    expect(findUnsafeText({ ['k\ud800']: 1 })).toEqual(['k\ud800']);
    expect(findUnsafeText({ a: 'fine', n: 3, z: null })).toBeNull();
  });

  it('checks the strings a list filter decodes to, naming the filter key', () => {
    const r = recordsQuerySchema.safeParse({ filter: '{"role":"\\u0000"}' });
    expect(r.error?.issues[0]?.path).toEqual(['filter', 'role']);
  });

  it('bounds ids to PostgreSQL integer', () => {
    expect(idFromText().safeParse('2147483647').success).toBe(true);
    expect(idFromText().safeParse('2147483648').success).toBe(false);
  });
});

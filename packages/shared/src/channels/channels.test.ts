import { describe, expect, it } from 'vitest';
import { channelLimit, checkoutChannelsSchema, licenceChannelsSchema, setChannelsSchema } from './channels.js';

const id = (c: string) => `UC${c.repeat(22)}`;

describe('licence channels', () => {
  it('takes "UC" and 22 characters of the id alphabet, trimmed', () => {
    expect(licenceChannelsSchema.parse([` ${id('a')} `, 'UC_-0123456789abcdefABCD'])).toEqual([
      id('a'),
      'UC_-0123456789abcdefABCD',
    ]);
    for (const bad of [`UC${'a'.repeat(21)}`, `UC${'a'.repeat(23)}`, `UU${'a'.repeat(22)}`, `UC${'a'.repeat(21)}!`, ''])
      expect(licenceChannelsSchema.safeParse([bad]).success).toBe(false);
  });

  it('refuses a channel named twice and more than ten', () => {
    expect(setChannelsSchema.safeParse({ channels: [id('a'), id('a')] }).success).toBe(false);
    const eleven = 'abcdefghijk'.split('').map(id);
    expect(licenceChannelsSchema.safeParse(eleven).success).toBe(false);
    expect(licenceChannelsSchema.safeParse(eleven.slice(1)).success).toBe(true);
  });

  it('keys checkout lists by beat id', () => {
    expect(checkoutChannelsSchema.safeParse({ '12': [id('b')] }).success).toBe(true);
    expect(checkoutChannelsSchema.safeParse({ beat: [id('b')] }).success).toBe(false);
    expect(checkoutChannelsSchema.safeParse(undefined).success).toBe(true);
  });

  it('limits per level: basic 1, standard 3, unlimited and exclusive 10, store items none', () => {
    expect(channelLimit({ type: 'non_exclusive', level: 'basic' })).toBe(1);
    expect(channelLimit({ type: 'sync', level: 'standard' })).toBe(3);
    expect(channelLimit({ type: 'non_exclusive', level: 'unlimited' })).toBe(10);
    expect(channelLimit({ type: 'exclusive', level: 'basic' })).toBe(10);
    expect(channelLimit({ type: 'non_exclusive', level: 'basic', text: 'Royalty-free' })).toBe(0);
  });
});

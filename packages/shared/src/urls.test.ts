import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeLink, normalizeUrl } from './urls.js';

describe('URL input (spec §5)', () => {
  it('https:// by default, http kept, // replaced, empty stays empty', () => {
    expect(normalizeUrl('')).toBe('');
    expect(normalizeUrl('   ')).toBe('');
    expect(normalizeUrl('instagram.com/me')).toBe('https://instagram.com/me');
    expect(normalizeUrl(' beatmarket.test/a ')).toBe('https://beatmarket.test/a');
    expect(normalizeUrl('//cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(normalizeUrl('http://old.example')).toBe('http://old.example');
    expect(normalizeUrl('HTTPS://x.example')).toBe('HTTPS://x.example');
    expect(normalizeUrl('ftp://files.example/a')).toBe('https://files.example/a');
    expect(normalizeUrl('localhost:3000/x')).toBe('https://localhost:3000/x');
    expect(normalizeUrl('javascript:alert(1)')).toBe('javascript:alert(1)');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = normalizeUrl(s);
        if (out === '') return s.trim() === '';
        return /^https?:\/\//i.test(out) || (out === s.trim() && /^[a-z][a-z0-9+.-]*:(?!\/\/)/i.test(out));
      }),
    );
  });

  it('link fields keep a path of this site and treat the rest as URL input', () => {
    expect(normalizeLink('/page/about-us')).toBe('/page/about-us');
    expect(normalizeLink('//evil.example/x')).toBe('https://evil.example/x');
    expect(normalizeLink('soundcloud.com/beatmarket')).toBe('https://soundcloud.com/beatmarket');
    expect(normalizeLink('')).toBe('');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autosuggestToken, parseSearch, printSearch, tagSlug, tokenize } from './search-query.js';

describe('search query language (spec §5)', () => {
  it('reads every token kind', () => {
    expect(parseSearch('"Love it" @Producer #HipHop bpm:50-100 dark')).toEqual({
      words: ['dark'],
      phrases: ['love it'],
      tags: ['hiphop'],
      producers: ['producer'],
      bpm: { min: 50, max: 100 },
    });
  });

  it('accepts bpm and bmp in any case, single values and reversed ranges', () => {
    expect(parseSearch('BPM:90').bpm).toEqual({ min: 90, max: 90 });
    expect(parseSearch('bmp:120-80').bpm).toEqual({ min: 80, max: 120 });
    expect(parseSearch('bpm:fast').words).toEqual(['bpm:fast']);
  });

  it('closes an unclosed quote and collapses spaces inside phrases', () => {
    expect(tokenize('trap "late   night')).toEqual([
      { text: 'trap', quoted: false },
      { text: 'late night', quoted: true },
    ]);
    expect(parseSearch('"   "').phrases).toEqual([]);
  });

  it('ignores a bare # or @', () => {
    expect(parseSearch('# @ piano')).toEqual({ words: ['piano'], phrases: [], tags: [], producers: [], bpm: null });
  });

  it('never throws, and printing then parsing gives the same query', () => {
    const alphabet = fc.constantFrom(...'ab #@"bpm:0123-9 \t'.split(''), 'é', 'B', 'M');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: alphabet, maxLength: 40 })), (s) => {
        const q = parseSearch(s);
        expect(parseSearch(printSearch(q))).toEqual(q);
      }),
      { numRuns: 2000 },
    );
  });

  it('slugs tags so spellings match', () => {
    expect(tagSlug('Hip Hop')).toBe('hiphop');
    expect(tagSlug('hip-hop')).toBe(tagSlug('HipHop'));
  });

  it('autosuggests producers after @ and tags after # once the token is longer than 3 characters', () => {
    expect(autosuggestToken('dark @cru')).toBeNull();
    expect(autosuggestToken('dark @cruz')).toEqual({ context: 'producer', term: 'cruz' });
    expect(autosuggestToken('#trap')).toEqual({ context: 'tag', term: 'trap' });
    expect(autosuggestToken('trap ')).toBeNull();
  });
});

describe('beat titles and ratings', async () => {
  const { beatTitleParts, clampRating } = await import('./beat.js');
  it('decorates by type and shows a trailing part apart', () => {
    expect(beatTitleParts('Night Drive Pt. 2', 'with_hooks')).toEqual({
      title: 'Night Drive',
      decoration: 'with Hook',
      part: 'Pt. 2',
      full: 'Night Drive with Hook Pt. 2',
    });
    expect(beatTitleParts('Cold', 'with_scratches').full).toBe('Cold with Scratches');
    expect(beatTitleParts('Cold', 'plain').full).toBe('Cold');
  });
  it('clamps ratings to 0-5 in half steps', () => {
    expect([-1, 0.2, 0.3, 2.74, 4.76, 9, Number.NaN].map(clampRating)).toEqual([0, 0, 0.5, 2.5, 5, 5, 0]);
  });
});

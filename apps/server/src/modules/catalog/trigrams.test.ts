import { expect, it } from 'vitest';
import { similarity, trigrams } from './trigrams.js';

// The figures pg_trgm answers (select show_trgm('word'), similarity('word', 'words'), …).
it("cuts words into pg_trgm's trigrams and measures similarity as it does", () => {
  expect([...trigrams('Word')].sort()).toEqual(['  w', ' wo', 'ord', 'rd ', 'wor']);
  expect([...trigrams('a-b')].sort()).toEqual(['  a', '  b', ' a ', ' b ']);
  expect(similarity('word', 'words')).toBeCloseTo(4 / 7, 6);
  expect(similarity('zanzibar', 'zanzibr')).toBeCloseTo(6 / 11, 6);
  expect(similarity('zanzibar', 'zanzibar')).toBe(1);
  expect(similarity('', 'x')).toBe(0);
});

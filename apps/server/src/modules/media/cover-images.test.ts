import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { coverArt } from './cover-images.js';

describe('generated cover art', () => {
  it('bakes no text into the image, so no crop or play button can cut a title', () => {
    for (const seed of [1, 7, 42, 1000]) expect(coverArt(seed)).not.toMatch(/<text|<tspan|font-/);
  });

  it('differs per beat and is the same for the same beat', () => {
    const arts = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(coverArt));
    expect(arts.size).toBe(10);
    expect(coverArt(5)).toBe(coverArt(5));
  });

  it('renders to a square image', async () => {
    const meta = await sharp(Buffer.from(coverArt(3)))
      .png()
      .metadata();
    expect([meta.width, meta.height]).toEqual([1440, 1440]);
  });
});

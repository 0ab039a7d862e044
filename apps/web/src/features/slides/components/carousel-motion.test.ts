import { describe, expect, it } from 'vitest';
import { currentIndex, loaderLines, stepTarget } from './carousel-motion';

// Five slides of 320 px with a 16 px gap, in a 700 px wide track.
const starts = [0, 336, 672, 1008, 1344];
const track = (scrollLeft: number) => ({ scrollLeft, clientWidth: 700, scrollWidth: 1664 });

describe('carousel motion (spec §9)', () => {
  it('a step moves 95 % of the visible width, to the nearest slide start', () => {
    // 0.95 × 700 = 665: the start at 672 is nearest.
    expect(stepTarget(track(0), starts, 1)).toBe(672);
    expect(stepTarget(track(672), starts, -1)).toBe(0);
  });

  it('stops at the ends, or wraps around when autoplay asks', () => {
    expect(stepTarget(track(964), starts, 1)).toBe(964);
    expect(stepTarget(track(964), starts, 1, true)).toBe(0);
    expect(stepTarget(track(0), starts, -1)).toBe(0);
    expect(stepTarget(track(0), starts, -1, true)).toBe(964);
  });

  it('always moves at least one slide', () => {
    expect(stepTarget({ scrollLeft: 0, clientWidth: 200, scrollWidth: 1664 }, starts, 1)).toBe(336);
  });

  it('marks the slide nearest the scroll position, the last one at the end', () => {
    expect(currentIndex(300, starts, false)).toBe(1);
    expect(currentIndex(964, starts, true)).toBe(4);
  });

  it('shows 2 to 10 loader lines', () => {
    expect(loaderLines(1)).toBe(2);
    expect(loaderLines(12)).toBe(10);
    expect(loaderLines(4.4)).toBe(4);
    expect(loaderLines('x')).toBe(3);
  });
});

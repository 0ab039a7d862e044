import { describe, expect, it } from 'vitest';
import * as c from './constants.js';

describe('constants of spec §9', () => {
  it('holds the spec values', () => {
    expect(c.APP_VERSION).toBe('v.2.0.12');
    expect(c.PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(c.DEFAULT_PAGE_SIZE).toBe(10);
    expect(c.TOAST_DURATION_MS).toBe(7000);
    expect(c.DEBOUNCE_MS).toEqual({
      autosuggest: 300,
      textInput: 300,
      dataTableSearch: 500,
      blur: 500,
      loginSubmit: 500,
      focus: 300,
    });
    expect(c.MIN_SEARCH_LENGTH).toBe(3);
    expect(c.VOLUME_DEFAULT).toBe(75);
    expect(c.BREAKPOINTS).toEqual({ xs: 481, sm: 551, md: 841, lg: 1181, tl: 1025, xl: 1381, xxl: 1441 });
    expect(c.RESPONSIVE_IMAGE_WIDTHS).toEqual([480, 550, 840, 1100, 1280, 1440]);
    expect(c.PAGE_SLUGS).toHaveLength(12);
  });
});

describe('circle slider (spec §5)', () => {
  it('turns a missing or non-number value into 75 and clamps the rest to 0-100', () => {
    expect([undefined, null, '60', NaN, {}].map(c.circleSliderValue)).toEqual([75, 75, 75, 75, 75]);
    expect([-5, 0, 42.5, 100, 140].map(c.circleSliderValue)).toEqual([0, 0, 42.5, 100, 100]);
  });
});

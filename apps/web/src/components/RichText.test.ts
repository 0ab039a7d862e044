import { describe, expect, it } from 'vitest';
import { withPlayerRatios } from './RichText';

describe('withPlayerRatios', () => {
  it('gives a sized player the aspect ratio of its width and height', () => {
    const html =
      '<p>x</p><iframe src="https://www.youtube-nocookie.com/embed/a" width="480" height="270" data-fit="height"></iframe>';
    expect(withPlayerRatios(html)).toBe(
      '<p>x</p><iframe style="aspect-ratio:480/270" src="https://www.youtube-nocookie.com/embed/a" width="480" height="270" data-fit="height"></iframe>',
    );
  });

  it('leaves other markup, players without both sizes and styled tags as they are', () => {
    for (const html of [
      '<img width="480" height="270">',
      '<iframe src="https://www.youtube-nocookie.com/embed/a" width="480"></iframe>',
      '<iframe style="x" width="480" height="270"></iframe>',
    ])
      expect(withPlayerRatios(html)).toBe(html);
  });
});

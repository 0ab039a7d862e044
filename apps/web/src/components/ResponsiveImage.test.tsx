import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './ResponsiveImage';

describe('responsive image (spec §9)', () => {
  it('offers every stored width and sizes from the default map', () => {
    render(<ResponsiveImage src="/media/covers/7-ab.jpg" alt="Cover" />);
    const img = screen.getByRole('img', { name: 'Cover' });
    expect(img.getAttribute('srcset')).toBe(
      '/media/covers/7-ab-480.jpg 480w, /media/covers/7-ab-550.jpg 550w, /media/covers/7-ab-840.jpg 840w, /media/covers/7-ab-1100.jpg 1100w, /media/covers/7-ab-1280.jpg 1280w, /media/covers/7-ab-1440.jpg 1440w',
    );
    expect(img.getAttribute('sizes')).toBe(
      '(max-width: 480px) 480px, (max-width: 2300px) 840px, (max-width: 2600px) 1100px, (max-width: 2900px) 1280px, 1440px',
    );
    expect(img.getAttribute('src')).toBe('/media/covers/7-ab-480.jpg');
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Cover } from './Cover';

describe('generated cover', () => {
  it('carries no title or tempo, which the card’s play button would cut', () => {
    const beat = { id: 7, image_url: null, title_main: 'Neon Nights', bpm: 93 };
    const { container } = render(<Cover beat={beat} />);
    expect(container).not.toHaveTextContent(/\S/);
    expect(container.querySelector('svg rect')).not.toBeNull();
  });

  it('shows the uploaded art when there is some', () => {
    const { container } = render(<Cover beat={{ id: 7, image_url: '/media/covers/7-a.jpg' }} />);
    expect(container.querySelector('img')).not.toBeNull();
  });
});

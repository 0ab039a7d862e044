import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('names the browser tab after the page, and the site alone once the page is gone', () => {
    const { unmount, rerender } = render(<PageHeader title="Promo Codes" />);
    expect(document.title).toBe('Promo Codes · Beatmarket');
    rerender(<PageHeader title="Orders" />);
    expect(document.title).toBe('Orders · Beatmarket');
    unmount();
    expect(document.title).toBe('Beatmarket');
  });
});

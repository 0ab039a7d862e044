import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BeatPrice, Price } from './Price';

describe('prices (spec §9)', () => {
  it("shows beats 'from' their cheapest licence and features at their own price", () => {
    const { container, rerender } = render(<BeatPrice beat={{ family: 'beat', price_from: 2999 }} />);
    expect(container).toHaveTextContent('from $29.99');
    rerender(<BeatPrice beat={{ family: 'feature', price_from: 15000 }} />);
    expect(container).toHaveTextContent(/^\$150$/);
    rerender(<BeatPrice beat={{ family: 'beat', price_from: null }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("says 'Free' for zero, dollars for everyone (prices are USD: decision 0083), smaller text from 100000 cents", () => {
    render(
      <>
        <Price cents={0} />
        <Price cents={4999} />
        <Price cents={100000} />
      </>,
    );
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('$49.99')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('£');
    expect(screen.getByText('$1,000')).toHaveClass('text-[0.8em]');
  });

  it('makes $1,000 and more smaller than the price beside it, whatever size the caller gives', () => {
    render(
      <div className="text-xs">
        <BeatPrice beat={{ family: 'feature', price_from: 150000 }} />
        <BeatPrice beat={{ family: 'feature', price_from: 99999 }} />
        <Price cents={250000} className="text-xl" />
      </div>,
    );
    // The smaller size is relative (em) to the size the price would have had.
    expect(screen.getByText('$1,500')).toHaveClass('text-[0.8em]');
    expect(screen.getByText('$1,500').parentElement!.className).toBe(screen.getByText('$999.99').className);
    expect(screen.getByText('$999.99')).not.toHaveClass('text-sm');
    expect(screen.getByText('$999.99').querySelector('[data-size]')).toBeNull();
    expect(screen.getByText('$2,500')).toHaveClass('text-[0.8em]');
    expect(screen.getByText('$2,500').parentElement).toHaveClass('text-xl');
  });
});

import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown';
import { PromotionBanner } from './PromotionBanner';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const banner = {
  id: 3,
  title: 'Black Friday',
  url: '/beats',
  image_url: null,
  deadline: new Date(NOW + 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000).toISOString(),
  condition: null,
  offer: 'Buy 2, get 1 free with code BEATS3',
};

afterEach(() => vi.useRealTimers());

describe('Countdown', () => {
  it('shows days, hours, minutes and seconds, and tells screen readers the time left to the minute', () => {
    render(<Countdown deadline={banner.deadline} now={NOW} />);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('2d03h04m05s');
    expect(timer).toHaveAttribute('aria-label', 'Ends in 2 days, 3 hours, 4 minutes');
    // Never announced on its own: the timer's live region is off.
    expect(timer).toHaveAttribute('aria-live', 'off');
  });

  it('shows nothing once the deadline has passed', () => {
    const { container } = render(<Countdown deadline={banner.deadline} now={Date.parse(banner.deadline)} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PromotionBanner', () => {
  it('ticks every second and disappears at zero', () => {
    vi.useFakeTimers({ now: Date.parse(banner.deadline) - 2_000 });
    render(
      <MemoryRouter>
        <PromotionBanner banner={banner} serverNow={new Date(NOW).toISOString()} />
      </MemoryRouter>,
    );
    const region = screen.getByRole('complementary', { name: 'Promotion' });
    expect(region).toHaveTextContent('Black Friday · Buy 2, get 1 free with code BEATS3');
    expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/beats');
    // The first paint used the server's clock; the browser's takes over once mounted.
    expect(screen.getByRole('timer').textContent).toBe('0d00h00m02s');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('0d00h00m01s');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('complementary', { name: 'Promotion' })).toBeNull();
  });

  it('without a deadline it is a plain banner', () => {
    render(
      <MemoryRouter>
        <PromotionBanner banner={{ ...banner, deadline: null, offer: null }} serverNow={new Date(NOW).toISOString()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('complementary', { name: 'Promotion' })).toHaveTextContent('Black Friday');
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

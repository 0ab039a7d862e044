import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DayRange } from './calendar-selection';
import { CalendarMonth } from './CalendarMonth';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 12)); // 11/24/2026, local
});
afterEach(() => vi.useRealTimers());

const cells = () => within(screen.getByRole('grid')).getAllByRole('gridcell');
const day = (name: RegExp | string) => screen.getByRole('button', { name });

function Range({ onChange, min, max }: { onChange?(r: DayRange): void; min?: string; max?: string }) {
  const [range, setRange] = useState<DayRange>({ from: null, to: null });
  return (
    <CalendarMonth
      mode="range"
      value={range}
      min={min}
      max={max}
      onChange={(r) => {
        setRange(r);
        onChange?.(r);
      }}
    />
  );
}

describe('CalendarMonth', () => {
  it('shows 35 days from Sunday, today marked, and moves between months', async () => {
    const user = userEvent.setup();
    render(<Range />);
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(cells()).toHaveLength(35);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Su',
      'Mo',
      'Tu',
      'We',
      'Th',
      'Fr',
      'Sa',
    ]);
    expect(within(cells()[0]!).getByRole('button')).toHaveAccessibleName('Sunday, November 1, 2026');
    expect(day('Tuesday, November 24, 2026')).toHaveAttribute('aria-current', 'date');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(within(cells()[0]!).getByRole('button')).toHaveAccessibleName('Sunday, November 29, 2026');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'October 2026' })).toBeInTheDocument();
  });

  it('selects a range with two clicks in either order, and a third click starts again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Range onChange={onChange} />);
    await user.click(day(/November 20, 2026/));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-20', to: null });
    await user.click(day(/November 10, 2026/));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-10', to: '2026-11-20' });
    const selected = cells().filter((c) => c.getAttribute('aria-selected') === 'true');
    expect(selected.map((c) => c.textContent)).toEqual(['10', '20']);
    expect(day(/November 15, 2026/).className).toContain('bg-accent-600/25');
    expect(day(/November 21, 2026/).className).not.toContain('bg-accent-600/25');
    await user.click(day(/November 3, 2026/));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-03', to: null });
  });

  it('disables days outside min and max, and stops the month buttons there', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Range onChange={onChange} min="2026-11-05" max="2026-12-10" />);
    expect(day(/November 4, 2026/)).toBeDisabled();
    expect(day(/November 5, 2026/)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(day(/December 11, 2026/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('walks the grid with the keyboard, across months, and picks with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CalendarMonth mode="single" value={null} onChange={onChange} />);
    // Previous, next, then one stop in the grid: today (roving tabindex).
    await user.tab();
    await user.tab();
    await user.tab();
    expect(day(/November 24, 2026/)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(day(/December 2, 2026/)).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(day(/November 29, 2026/)).toHaveFocus();
    await user.keyboard('{End}{PageDown}');
    expect(day(/January 5, 2027/)).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenCalledWith('2026-12-29');
  });

  it('toggles days of a list selection', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CalendarMonth mode="list" value={['2026-11-02']} onChange={onChange} />);
    await user.click(day(/November 9, 2026/));
    expect(onChange).toHaveBeenLastCalledWith(['2026-11-02', '2026-11-09']);
    await user.click(day(/November 2, 2026/));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});

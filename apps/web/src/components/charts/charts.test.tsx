import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Options } from 'uplot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BarChart, FunnelChart, TrendChart } from '.';

// jsdom has no canvas: a stand-in uPlot records what the chart asked it to draw.
const drawn = vi.hoisted(() => [] as { opts: Options; data: unknown[]; destroyed: boolean }[]);
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: (o: unknown) => ({ bars: o }) };
    static tzDate = (d: Date) => d;
    record: (typeof drawn)[number];
    constructor(opts: Options, data: unknown[]) {
      this.record = { opts, data, destroyed: false };
      drawn.push(this.record);
    }
    setSize() {}
    destroy() {
      this.record.destroyed = true;
    }
  }
  return { default: FakePlot };
});

const money = (c: number) => `$${(c / 100).toFixed(2)}`;

beforeEach(() => {
  drawn.length = 0;
});

describe('TrendChart', () => {
  const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
  const series = [
    { label: 'Plays', values: [10, 0, 25] },
    { label: 'Sales', values: [1, 0, 2], axis: 'right' as const },
  ];

  it('is a figure named by its title, with a hidden data table of every day', async () => {
    render(<TrendChart title="Plays per day" days={days} series={series} />);
    const figure = screen.getByRole('figure', { name: 'Plays per day' });
    const table = within(figure).getByRole('table', { name: 'Plays per day' });
    expect(table.parentElement).toHaveClass('sr-only');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', 'Plays', 'Sales']);
    const row = within(table).getByRole('row', { name: /11\/03\/2026/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['25', '2']);
    // The drawing is for the eyes; screen readers read the table.
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]!.data).toEqual([days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000), [10, 0, 25], [1, 0, 2]]);
    expect(drawn[0]!.opts.series.map((s) => s.label)).toEqual(['Day', 'Plays', 'Sales']);
    expect(drawn[0]!.opts.series[2]!.scale).toBe('y2');
    expect(drawn[0]!.opts.axes).toHaveLength(3);
  });

  it('shows the table on request and says when there is nothing to draw', async () => {
    const { rerender } = render(<TrendChart title="Plays per day" days={days} series={series} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show table of Plays per day' }));
    expect(screen.getByRole('button', { name: 'Hide table of Plays per day' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('table').parentElement).not.toHaveClass('sr-only');
    await waitFor(() => expect(drawn).toHaveLength(1));
    rerender(<TrendChart title="Plays per day" days={[]} series={[{ label: 'Plays', values: [] }]} />);
    expect(screen.getByText('No data for this range.')).toBeInTheDocument();
    expect(drawn[0]!.destroyed).toBe(true);
  });
  it('redraws when the numbers change, not when equal arrays arrive again', async () => {
    const copy = () => series.map((s) => ({ ...s, values: [...s.values] }));
    const { rerender } = render(<TrendChart title="Plays per day" days={[...days]} series={copy()} />);
    await waitFor(() => expect(drawn).toHaveLength(1));
    rerender(<TrendChart title="Plays per day" days={[...days]} series={copy()} />);
    const changed = copy();
    changed[0]!.values[0] = 11;
    rerender(<TrendChart title="Plays per day" days={[...days]} series={changed} />);
    await waitFor(() => expect(drawn).toHaveLength(2));
    expect(drawn[0]!.destroyed).toBe(true);
    expect(drawn[1]!.data[1]).toEqual([11, 0, 25]);
  });
});

describe('BarChart', () => {
  it('draws two series side by side per month and formats the money in the table', async () => {
    render(
      <BarChart
        title="Revenue per month"
        categories={['Oct 2026', 'Nov 2026']}
        series={[
          { label: 'Gross', values: [12_345, 500], format: money },
          { label: 'House share', values: [3_000, 125], format: money },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Revenue per month' });
    const row = within(table).getByRole('row', { name: /Oct 2026/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$123.45', '$30.00']);
    await waitFor(() => expect(drawn).toHaveLength(1));
    const { opts, data } = drawn[0]!;
    expect(data[0]).toEqual([0, 1]);
    expect(opts.series.slice(1).map((s) => (s.paths as unknown as { bars: { align: number } }).bars.align)).toEqual([
      -1, 1,
    ]);
    const xAxis = opts.axes![0]!;
    expect((xAxis.values as (u: unknown, t: number[]) => string[])({ bbox: { width: 600 } }, [0, 1])).toEqual([
      'Oct 2026',
      'Nov 2026',
    ]);
    const yAxis = opts.axes![1]!;
    expect((yAxis.values as (u: unknown, t: number[]) => string[])(null, [0, 10_000])).toEqual(['$0.00', '$100.00']);
  });
});

describe('FunnelChart', () => {
  const steps = [
    { label: 'Play', count: 200 },
    { label: 'Played 30 s', count: 120 },
    { label: 'Add to cart', count: 9 },
    { label: 'Purchase', count: 3 },
  ];

  it('lists every step with its share of the first and of the previous step', () => {
    render(<FunnelChart title="Funnel" steps={steps} shareLabel="Per 100 plays" />);
    const table = screen.getByRole('table', { name: 'Funnel' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Step', 'Count', 'Per 100 plays', 'Of previous step']);
    const cells = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Play ')).toEqual(['200', '100%', '–']);
    expect(cells('Purchase')).toEqual(['3', '1.5%', '33.3%']);
    expect(drawn).toHaveLength(0);
  });

  it('says so when nothing was played', () => {
    render(<FunnelChart title="Funnel" steps={steps.map((s) => ({ ...s, count: 0 }))} />);
    expect(screen.getByText('No data for this range.')).toBeInTheDocument();
  });
});

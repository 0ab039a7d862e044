import type { Meta } from '@beatmarket/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type TableState } from './DataTable';
import { useTableState } from './use-table-state';

interface Row {
  id: number;
  name: string;
}
const COLUMNS: ColumnDef<Row, unknown>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name' },
  { id: 'id', header: 'Id', accessorKey: 'id', meta: { secondary: true, numeric: true } },
];

function Harness({
  rows,
  meta,
  onChange,
  onRowClick,
  applyAfterMs,
}: {
  rows: Row[];
  meta: Meta;
  onChange(s: TableState): void;
  onRowClick?(r: Row): void;
  /** The state reaches the table this late, as an address change does. */
  applyAfterMs?: number;
}) {
  const [state, setState] = useState<TableState>({ page: 1, per_page: 10, search: '', sort: '' });
  return (
    <DataTable
      label="people"
      columns={COLUMNS}
      rows={rows}
      meta={meta}
      loading={false}
      state={state}
      sortable={['name']}
      onRowClick={onRowClick}
      onStateChange={(s) => {
        if (applyAfterMs === undefined) setState(s);
        else setTimeout(() => setState(s), applyAfterMs);
        onChange(s);
      }}
    />
  );
}

afterEach(() => vi.useRealTimers());

describe('DataTable (spec §2 list tables)', () => {
  it('shows the found / total caption, sorts by a sortable column and pages', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness rows={[{ id: 1, name: 'Ada' }]} meta={{ csrf: '', found: 35, total: 120 }} onChange={onChange} />);
    expect(screen.getByText('35 / 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'name', page: 1 }));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: '-name' }));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(screen.getByRole('columnheader', { name: 'Id' })).queryByRole('button')).toBeNull();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('button', { name: '4' })).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    await user.selectOptions(screen.getByLabelText('Per page'), '50');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ per_page: 50, page: 1 }));
  });

  it('marks capped counts as lower bounds', () => {
    render(
      <Harness
        rows={[{ id: 1, name: 'Ada' }]}
        meta={{ csrf: '', found: 250, total: 250, other_query_info: { found_capped: true, total_capped: true } }}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText('250+ / 250+')).toBeInTheDocument();
  });

  it('debounces the search box by 500 ms', async () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<Harness rows={[]} meta={{ csrf: '', found: 0, total: 0 }} onChange={onChange} />);
    const box = screen.getByLabelText('Search people');
    fireEvent.change(box, { target: { value: 'ad' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(box, { target: { value: 'ada' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(onChange).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ search: 'ada', page: 1 }));
  });

  it('keeps what the reader typed while the previous search was still reaching the address', async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    render(
      <Harness
        rows={[]}
        meta={{ csrf: '', found: 0, total: 0 }}
        onChange={(s) => sent.push(s.search)}
        applyAfterMs={100}
      />,
    );
    const box = screen.getByLabelText('Search people');
    fireEvent.change(box, { target: { value: 'marcus' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(sent).toEqual(['marcus']);
    fireEvent.change(box, { target: { value: 'lena' } });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(box).toHaveValue('lena');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(sent).toEqual(['marcus', 'lena']);
    expect(box).toHaveValue('lena');
  });

  it('shows the empty state and opens a row by click or keyboard', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness rows={[]} meta={{ csrf: '', found: 0, total: 0 }} onChange={() => {}} />);
    expect(screen.getByText('No results found...')).toBeInTheDocument();
    unmount();
    const open = vi.fn();
    render(
      <Harness
        rows={[{ id: 9, name: 'Bo' }]}
        meta={{ csrf: '', found: 1, total: 1 }}
        onChange={() => {}}
        onRowClick={open}
      />,
    );
    await user.click(screen.getByRole('cell', { name: 'Bo' }));
    expect(open).toHaveBeenCalledWith({ id: 9, name: 'Bo' }, expect.objectContaining({ type: 'click' }));
    const row = screen.getByRole('row', { name: /Bo/ });
    expect(row).toHaveAttribute('tabindex', '0');
    act(() => row.focus());
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledTimes(2);
  });

  it("offers the list's add button in the empty state", () => {
    render(
      <DataTable
        label="people"
        columns={COLUMNS}
        rows={[]}
        meta={{ csrf: '', found: 0, total: 0 }}
        loading={false}
        state={{ page: 1, per_page: 10, search: '', sort: '' }}
        onStateChange={() => {}}
        sortable={[]}
        emptyAction={<button type="button">Add person</button>}
      />,
    );
    expect(screen.getByText('No results found...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add person' })).toBeInTheDocument();
  });

  it('hides secondary columns on phones instead of forcing a sideways scroll', () => {
    render(<Harness rows={[{ id: 9, name: 'Bo' }]} meta={{ csrf: '', found: 1, total: 1 }} onChange={() => {}} />);
    expect(screen.getByRole('columnheader', { name: 'Id' })).toHaveClass('max-sm:hidden');
    expect(screen.getByRole('cell', { name: '9' })).toHaveClass('max-sm:hidden', 'text-right');
    expect(screen.getByRole('cell', { name: 'Bo' })).not.toHaveClass('max-sm:hidden');
    // The minimum width that made phones scroll sideways applies from the sm breakpoint up.
    expect(screen.getByRole('table')).not.toHaveClass('min-w-[40rem]');
  });
});

describe('table state in the address', () => {
  function UrlTable({ seen }: { seen(s: TableState): void }) {
    const [state, setState] = useTableState({ sort: '-id' });
    seen(state);
    return (
      <DataTable
        label="people"
        columns={COLUMNS}
        rows={[{ id: 1, name: 'Ada' }]}
        meta={{ csrf: '', found: 95, total: 95 }}
        loading={false}
        state={state}
        onStateChange={setState}
        sortable={['name']}
      />
    );
  }

  it('reads ?page and ?search on load, writes changes, and follows back and forward', async () => {
    const user = userEvent.setup();
    const seen = vi.fn();
    const router = createMemoryRouter([{ path: '/people', element: <UrlTable seen={seen} /> }], {
      initialEntries: ['/people?page=2&search=ada&per_page=7'],
    });
    render(<RouterProvider router={router} />);
    // per_page=7 is not a page size: the default stands.
    expect(seen).toHaveBeenLastCalledWith({
      page: 2,
      per_page: 10,
      search: 'ada',
      sort: '-id',
      archived: false,
      filter: {},
    });
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('Search people')).toHaveValue('ada');

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
    expect(within(pages).getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');

    await act(() => router.navigate(-1));
    expect(within(pages).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('name');
    // Page 1 is the default, so it leaves the address.
    expect(new URLSearchParams(router.state.location.search).has('page')).toBe(false);

    await act(() => router.navigate('/people'));
    expect(seen).toHaveBeenLastCalledWith({
      page: 1,
      per_page: 10,
      search: '',
      sort: '-id',
      archived: false,
      filter: {},
    });
    // The box follows the address, and the old text is not sent back as a new search.
    expect(screen.getByLabelText('Search people')).toHaveValue('');
    await act(() => new Promise((r) => setTimeout(r, 600)));
    expect(router.state.location.search).toBe('');
  });
});

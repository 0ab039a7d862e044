import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { ARCHIVE_ACTION, RESTORE_ACTION } from './bulk';
import { EntityTable } from './EntityTable';

interface Row {
  id: number;
  name: string;
  status: string;
}
const COLUMNS: ColumnDef<Row, unknown>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name' },
  { id: 'status', header: 'Status', accessorKey: 'status' },
  { id: 'note', header: 'Note', cell: () => '…' },
];
const ROWS: Row[] = [
  { id: 1, name: 'Ada', status: 'paid' },
  { id: 2, name: 'Bo', status: 'paid' },
  { id: 3, name: 'Cy', status: 'draft' },
];
const page = (rows = ROWS) => ({ data: rows, meta: { found: rows.length, total: 40 } });

function setup(path = '/people', over: Partial<Parameters<typeof EntityTable<Row>>[0]> = {}) {
  return renderRoutes(
    [
      {
        path: '/people',
        element: (
          <EntityTable<Row>
            entity="person"
            label="people"
            columns={COLUMNS}
            sortable={['name', 'status']}
            filters={[{ id: 'status', label: 'Status', options: [{ value: 'paid', label: 'Paid' }] }]}
            bulkActions={[ARCHIVE_ACTION, RESTORE_ACTION]}
            rowHref={(r) => `/person/${r.id}`}
            archivable
            exportable
            {...over}
          />
        ),
      },
      { path: '/person/:id', element: <p>person page</p> },
    ],
    // The Toaster shows what the bulk action reports.
    {
      path,
      wrap: (n) => (
        <>
          {n}
          <Toaster />
        </>
      ),
    },
  );
}

const lastQuery = (fn: ReturnType<typeof fakeFetch>['fn']) => {
  const urls = fn.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/person/records'));
  return new URL(urls.at(-1)!, 'http://x').searchParams;
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('EntityTable', () => {
  it('restores its state from the address and asks the server with it', async () => {
    const server = fakeFetch({ 'GET /person/records': page() });
    setup('/people?page=2&per_page=25&search=ad&sort=name,-status&archived=true&filter={"status":["paid"]}');
    await screen.findByText('Ada');
    const q = lastQuery(server.fn);
    expect(Object.fromEntries(q)).toEqual({
      page: '2',
      per_page: '25',
      search: 'ad',
      sort: 'name,-status',
      archived: 'true',
      filter: '{"status":["paid"]}',
    });
    expect(screen.getByLabelText('Search people')).toHaveValue('ad');
    expect(screen.getByLabelText('Status')).toHaveValue('paid');
    expect(screen.getByRole('button', { name: 'Archived' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    // The export keeps every filter but the page and page size.
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute(
      'href',
      `/private-api/person/export?search=ad&sort=name%2C-status&archived=true&filter=${encodeURIComponent('{"status":["paid"]}')}`,
    );
  });

  it('debounces the search 500 ms, and writes filter, sort and archive into the address', async () => {
    const server = fakeFetch({ 'GET /person/records': page() });
    const { router } = setup();
    await screen.findByText('Ada');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByLabelText('Search people'), { target: { value: 'bo' } });
    act(() => vi.advanceTimersByTime(499));
    expect(router.state.location.search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.search).toBe('?search=bo');
    vi.useRealTimers();
    await waitFor(() => expect(lastQuery(server.fn).get('search')).toBe('bo'));

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'paid');
    expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('{"status":["paid"]}');
    await user.click(screen.getByRole('button', { name: 'Status' }));
    await user.click(screen.getByRole('button', { name: 'Status' }));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('-status');
    expect(within(screen.getByRole('columnheader', { name: 'Note' })).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Archived' }));
    expect(new URLSearchParams(router.state.location.search).get('archived')).toBe('true');
    await waitFor(() => expect(lastQuery(server.fn).get('archived')).toBe('true'));
  });

  it('selects rows by id, runs a confirmed bulk action and reports the rows that failed', async () => {
    const server = fakeFetch({
      'GET /person/records': page(),
      'POST /person/bulk/archive': { data: { done: [1], failed: [{ id: 2, message: 'Has open orders' }] } },
    });
    const user = userEvent.setup();
    const { router } = setup();
    await screen.findByText('Ada');
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('3 selected');
    await user.click(screen.getByRole('checkbox', { name: 'Select #3' }));
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('2 selected');
    // Ticking a box does not open the row.
    expect(router.state.location.pathname).toBe('/people');
    // Restore is offered among archived rows only.
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive 2 people?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(server.sent('POST', '/person/bulk/archive')).toHaveLength(1));
    expect(server.sent('POST', '/person/bulk/archive')[0]!.body).toEqual({ ids: [1, 2] });
    // The failed row stays selected for another try.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('1 selected'));
    expect(screen.getByRole('checkbox', { name: 'Select #2' })).toBeChecked();
    expect(await screen.findByText('Archive: 1 row failed')).toBeInTheDocument();
    expect(screen.getByText('#2: Has open orders')).toBeInTheDocument();
    expect(screen.getByText('Archive: 1 row done')).toBeInTheDocument();
  });

  it('single selection keeps one row; a row click opens its address', async () => {
    fakeFetch({ 'GET /person/records': page() });
    const user = userEvent.setup();
    const { router } = setup('/people', { selection: 'single', isSelectable: (r) => r.status === 'paid' });
    await screen.findByText('Ada');
    expect(screen.queryByRole('checkbox', { name: 'Select all on this page' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select #1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select #2' }));
    expect(screen.getByRole('checkbox', { name: 'Select #1' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select #3' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Select #2' })).toBeChecked();
    expect(await screen.findByText('Archive: 1 row failed')).toBeInTheDocument();
    expect(screen.getByText('#2: Has open orders')).toBeInTheDocument();
    expect(screen.getByText('Archive: 1 row done')).toBeInTheDocument();
    // A miss beside the box still ticks it rather than opening the row.
    await user.click(screen.getByRole('checkbox', { name: 'Select #1' }).closest('label')!);
    expect(screen.getByRole('checkbox', { name: 'Select #1' })).toBeChecked();
    expect(router.state.location.pathname).toBe('/people');
    const tab = vi.spyOn(window, 'open').mockReturnValue(null);
    await user.keyboard('{Control>}');
    await user.click(screen.getByText('Bo'));
    await user.keyboard('{/Control}');
    expect(tab).toHaveBeenCalledWith('/person/2', '_blank', 'noopener');
    expect(router.state.location.pathname).toBe('/people');
    await user.click(screen.getByText('Cy'));
    expect(router.state.location.pathname).toBe('/person/3');
  });

  it('archived rows each have a restore button; the empty list says so and offers the add button', async () => {
    const server = fakeFetch({ 'GET /person/records': page([ROWS[0]!]), 'POST /person/1/restore': {} });
    const user = userEvent.setup();
    setup('/people?archived=true', { emptyAction: <button>Add person</button> });
    await user.click(await screen.findByRole('button', { name: 'Restore #1' }));
    await waitFor(() => expect(server.sent('POST', '/person/1/restore')).toHaveLength(1));
    server.fn.mockClear();
    fakeFetch({ 'GET /person/records': page([]) });
    await user.click(screen.getByRole('button', { name: 'Archived' }));
    expect(await screen.findByText('No results found...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add person' })).toBeInTheDocument();
  });

  it('the toolbar opens Sort Rows over the sortable columns and writes the multi-column sort into the address', async () => {
    const server = fakeFetch({ 'GET /person/records': page() });
    const user = userEvent.setup();
    const { router } = setup('/people?sort=-name');
    await screen.findByText('Ada');
    await user.click(screen.getByRole('button', { name: 'Sort Rows' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sort Rows' });
    // Only sortable columns are offered; Note is not one.
    expect(within(dialog).getByRole('list', { name: 'Columns' })).toHaveTextContent(/^Status$/);
    await user.click(within(dialog).getByRole('button', { name: 'Add Status to sort criteria' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sort' }));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('-name,status');
    await waitFor(() => expect(lastQuery(server.fn).get('sort')).toBe('-name,status'));
    expect(screen.getByRole('button', { name: /Sort Rows/ })).toHaveTextContent('2');
  });
});

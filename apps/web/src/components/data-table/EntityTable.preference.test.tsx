import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { profile, renderRoutes } from '../../test/render';
import { EntityTable } from './EntityTable';

type Row = { id: number; name: string };
const COLUMNS: ColumnDef<Row, unknown>[] = [{ id: 'name', header: 'Name', accessorKey: 'name' }];
const pref = (value: unknown) => ({ id: 9, key: 'table:/people', value, updated_at: '2026-11-24T10:00:00Z' });

afterEach(() => vi.unstubAllGlobals());

const show = (path = '/people') =>
  renderRoutes(
    [{ path: '/people', element: <EntityTable<Row> entity="person" label="people" columns={COLUMNS} sortable={[]} /> }],
    { path, profile: profile(3) },
  );
const perPageAsked = (server: ReturnType<typeof fakeFetch>) =>
  server.fn.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((u) => u.pathname.endsWith('/person/records'))
    .map((u) => u.searchParams.get('per_page'));

describe('EntityTable and the user’s table preference', () => {
  it('opens at the page size the user chose last time, and remembers a new one', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({
      'GET /user_preference/records': { data: [pref({ per_page: 25 })] },
      'GET /person/records': { data: [{ id: 1, name: 'Ada' }], meta: { found: 1, total: 1 } },
      'POST /user_preference/create': (body) => ({ data: pref((body as { value: unknown }).value) }),
    });
    show();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveValue('25'));
    expect(perPageAsked(server).at(-1)).toBe('25');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '50');
    expect(server.sent('POST', '/user_preference/create')[0]!.body).toEqual({
      key: 'table:/people',
      value: { per_page: 50 },
    });
    await waitFor(() => expect(perPageAsked(server).at(-1)).toBe('50'));
  });

  it('lets the address win over the preference', async () => {
    const server = fakeFetch({
      'GET /user_preference/records': { data: [pref({ per_page: 25 })] },
      'GET /person/records': { data: [], meta: { found: 0, total: 0 } },
    });
    show('/people?per_page=100');
    await waitFor(() => expect(server.sent('GET', '/user_preference/records')).toHaveLength(1));
    expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveValue('100');
    expect(new Set(perPageAsked(server))).toEqual(new Set(['100']));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { UsersPage, type UserRecord } from './UsersPage';

const USER: UserRecord = {
  id: 4,
  first_name: 'Jay',
  last_name: 'Buyer',
  name: 'Jay Buyer',
  email: 'buyer@beatmarket.test',
  nickname: null,
  producer_identifier: null,
  role: 1,
  role_name: 'User',
  news: false,
  created_at: '2026-11-01T10:00:00Z',
  last_login_at: null,
  deleted_at: null,
};

const queries = (fn: ReturnType<typeof fakeFetch>['fn']) =>
  fn.mock.calls
    .map(([url]) => String(url))
    .filter((u) => u.includes('/user/records'))
    .map((u) => new URL(u, 'http://x').searchParams);

afterEach(() => vi.unstubAllGlobals());

describe('users list (administrators)', () => {
  it('filters by role id, archives after a confirmation and opens a user from the row', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({
      'GET /user/records': { data: [USER], meta: { total: 4, found: 1 } },
      'POST /user/bulk/archive': { data: { done: [4], failed: [] } },
    });
    const { router } = renderRoutes(
      [
        { path: '/users', element: <UsersPage /> },
        { path: '/user/:id', element: <p>User page</p> },
      ],
      { path: '/users', profile: profile(3) },
    );
    await screen.findByRole('cell', { name: 'buyer@beatmarket.test' });
    await user.selectOptions(screen.getByLabelText('Role'), 'Producer');
    // The role column is an integer: the filter carries the id as a number.
    await waitFor(() => expect(queries(server.fn).at(-1)!.get('filter')).toBe('{"role":[2]}'));

    await user.click(screen.getByRole('checkbox', { name: 'Select #4' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Archive' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Archive the selected row?' });
    expect(dialog).toHaveTextContent('They can no longer log in');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(server.sent('POST', '/user/bulk/archive')[0]?.body).toEqual({ ids: [4] }));

    await user.click(screen.getByRole('cell', { name: 'buyer@beatmarket.test' }));
    expect(router.state.location.pathname).toBe('/user/4');
  });
});

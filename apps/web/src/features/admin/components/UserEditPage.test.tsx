import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { UserEditPage } from './UserEditPage';
import type { UserRecord } from './UsersPage';

const USER: UserRecord = {
  id: 5,
  first_name: 'Ada',
  last_name: 'Lovelace',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  nickname: null,
  producer_identifier: null,
  role: 1,
  role_name: 'User',
  news: true,
  created_at: '2026-01-02T00:00:00Z',
  last_login_at: null,
  deleted_at: null,
};
const setup = () =>
  renderRoutes(
    [
      {
        path: '/user/:id',
        element: (
          <Suspense>
            <UserEditPage />
          </Suspense>
        ),
      },
    ],
    {
      path: '/user/5',
      wrap: (n) => (
        <>
          {n}
          <Toaster />
        </>
      ),
    },
  );

afterEach(() => vi.unstubAllGlobals());

describe('user edit page', () => {
  it('saves the changed fields and shows server field errors beside them', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({
      'GET /user/5': { data: USER },
      'POST /user/5/save': fieldError(422, 'validation_failed', 'Ooops!', 'This nickname is taken', 'nickname'),
    });
    setup();
    await user.type(await screen.findByLabelText('Nickname'), 'ada');
    await user.selectOptions(screen.getByLabelText('Role'), 'Producer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nickname')).toHaveAccessibleDescription('This nickname is taken'),
    );
    expect(server.sent('POST', '/user/5/save')[0]!.body).toEqual({ nickname: 'ada', role: 2 });
    expect(screen.getByLabelText('Role')).not.toHaveTextContent('Developer');
  });

  it('deletes with a Deleted! toast and offers restore', async () => {
    const user = userEvent.setup();
    fakeFetch({
      'GET /user/5': { data: USER },
      'DELETE /user/5': { data: { ...USER, deleted_at: '2026-02-01T00:00:00Z' } },
    });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  });

  it('says Record load error when the user is missing', async () => {
    fakeFetch({ 'GET /user/5': fieldError(404, 'record_not_found', 'Record load error', 'Not found.') });
    setup();
    expect(await screen.findByText('Record load error')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', '/users');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
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
const ADMIN = profile(3, { id: 1, email: 'admin@beatmarket.test' });
const setup = (me = ADMIN) =>
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
      profile: me,
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

  it('deletes only after confirming, with a Deleted! toast, then offers restore', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({
      'GET /user/5': { data: USER },
      'DELETE /user/5': { data: { ...USER, deleted_at: '2026-02-01T00:00:00Z' } },
    });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ada Lovelace?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.sent('DELETE', '/user/5')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
    expect(server.sent('DELETE', '/user/5')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send password reset' })).not.toBeInTheDocument();
  });

  it('sends a password reset link on request, after confirming', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({
      'GET /user/5': { data: USER },
      'POST /user/5/password-reset': { data: { message: 'A password reset link was sent to ada@example.com.' } },
    });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Send password reset' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('A password reset link was sent to ada@example.com.')).toBeInTheDocument();
    expect(server.sent('POST', '/user/5/password-reset')).toHaveLength(1);
  });

  it('offers only assignable roles, and none on your own account', async () => {
    fakeFetch({ 'GET /user/5': { data: USER } });
    const { unmount } = setup();
    const roles = await screen.findByLabelText('Role');
    expect(
      within(roles)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['User', 'Producer', 'Administrator']);
    unmount();
    fakeFetch({ 'GET /user/5': { data: { ...USER, id: 1, role: 3, role_name: 'Administrator' } } });
    setup({ ...ADMIN, id: 1 });
    expect(await screen.findByText('You cannot change your own role.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('says Record load error when the user is missing', async () => {
    fakeFetch({ 'GET /user/5': fieldError(404, 'record_not_found', 'Record load error', 'Not found.') });
    setup();
    expect(await screen.findByText('Record load error')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', '/users');
  });
});

import type { AccountOverview } from '@beatmarket/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { ProfilePage } from '../ProfilePage';

const ACCOUNT: AccountOverview = {
  first_name: 'Jay',
  last_name: 'Buyer',
  email: 'jay@example.com',
  news: true,
  has_password: true,
  pending_email: null,
};

const setup = () =>
  renderRoutes(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '/', element: <p>home page</p> },
    ],
    {
      path: '/profile?tab=settings',
      profile: profile(1),
      wrap: (n) => (
        <>
          {n}
          <Toaster />
        </>
      ),
    },
  );
const section = (name: string) => screen.findByRole('region', { name });

afterEach(() => vi.unstubAllGlobals());

describe('account settings', () => {
  it('is a tab of the profile, linked from the account overview', async () => {
    fakeFetch({ 'GET /account': { data: ACCOUNT } });
    const user = userEvent.setup();
    renderRoutes([{ path: '/profile', element: <ProfilePage /> }], { path: '/profile', profile: profile(1) });
    await user.click(screen.getByRole('link', { name: 'Change your name, email, password or newsletter choice' }));
    expect(await section('Name')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('saves the name and refreshes the profile', async () => {
    const server = fakeFetch({
      'GET /account': { data: ACCOUNT },
      'POST /account/name': { data: { ...ACCOUNT, first_name: 'Zoe' } },
    });
    const user = userEvent.setup();
    setup();
    const name = within(await section('Name'));
    const first = name.getByLabelText('First name');
    await waitFor(() => expect(first).toHaveValue('Jay'));
    await user.clear(first);
    await user.click(name.getByRole('button', { name: 'Save name' }));
    expect(first).toHaveAccessibleDescription('This field is required');
    expect(server.sent('POST', '/account/name')).toHaveLength(0);
    await user.type(first, 'Zoe');
    await user.click(name.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your name has been changed.')).toBeInTheDocument();
    expect(server.sent('POST', '/account/name')[0]!.body).toEqual({ first_name: 'Zoe', last_name: 'Buyer' });
    expect(server.sent('GET', '/profile').length).toBeGreaterThan(0);
  });

  it('sends the password change URL-encoded and shows a wrong current password under its field', async () => {
    const server = fakeFetch({
      'GET /account': { data: ACCOUNT },
      'POST /account/password': fieldError(
        422,
        'validation_failed',
        'Ooops!',
        'Your current password is not correct.',
        'current_password',
      ),
    });
    const user = userEvent.setup();
    setup();
    const pw = within(await section('Password'));
    await user.type(pw.getByLabelText('Current password'), 'old pass%');
    await user.type(pw.getByLabelText('New password'), 'new pass 1');
    await user.type(pw.getByLabelText('Confirm new password'), 'new pass 2');
    await user.click(pw.getByRole('button', { name: 'Change password' }));
    expect(pw.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    await user.clear(pw.getByLabelText('Confirm new password'));
    await user.type(pw.getByLabelText('Confirm new password'), 'new pass 1');
    await user.click(pw.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(pw.getByLabelText('Current password')).toHaveAccessibleDescription(
        'Your current password is not correct.',
      ),
    );
    expect(server.sent('POST', '/account/password')[0]!.body).toEqual({
      current_password: 'old%20pass%25',
      password: 'new%20pass%201',
      password_confirmation: 'new%20pass%201',
    });
  });

  it('requests an email change and shows the address waiting for its link', async () => {
    const message =
      'We have sent a link to new@example.com. Your email changes when you open it; until then your current address stays in use.';
    const server = fakeFetch({
      'GET /account': { data: ACCOUNT },
      'POST /account/email': { data: { message, overview: { ...ACCOUNT, pending_email: 'new@example.com' } } },
    });
    const user = userEvent.setup();
    setup();
    const email = within(await section('Email'));
    await user.type(email.getByLabelText('New email'), 'New@Example.com');
    await user.type(email.getByLabelText('Current password'), 'secret');
    await user.click(email.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(email.getByRole('status')).toHaveTextContent('Waiting for you to open the link we sent to new@example.com.');
    expect(server.sent('POST', '/account/email')[0]!.body).toEqual({
      email: 'new@example.com',
      current_password: 'secret',
    });
  });

  it('toggles the newsletter', async () => {
    const server = fakeFetch({
      'GET /account': { data: ACCOUNT },
      'POST /account/news': { data: { ...ACCOUNT, news: false } },
    });
    const user = userEvent.setup();
    setup();
    const box = within(await section('Newsletter')).getByRole('checkbox', {
      name: 'Send me news, new beats and deals',
    });
    expect(box).toBeChecked();
    await user.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(server.sent('POST', '/account/news')[0]!.body).toEqual({ news: false });
  });

  it('deletes the account only with the typed word, then logs out and goes home', async () => {
    const server = fakeFetch({
      'GET /account': { data: ACCOUNT },
      'POST /account/delete': { data: { message: 'Your account has been deleted. Goodbye!' } },
    });
    const user = userEvent.setup();
    const { router, qc } = setup();
    await user.click(within(await section('Delete account')).getByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    await user.type(dialog.getByLabelText('Current password'), 'secret');
    await user.type(dialog.getByLabelText('Type DELETE to confirm'), 'delete');
    await user.click(dialog.getByRole('button', { name: 'Delete my account forever' }));
    expect(dialog.getByLabelText('Type DELETE to confirm')).toHaveAccessibleDescription('Type DELETE to confirm');
    expect(server.sent('POST', '/account/delete')).toHaveLength(0);
    await user.clear(dialog.getByLabelText('Type DELETE to confirm'));
    await user.type(dialog.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(dialog.getByRole('button', { name: 'Delete my account forever' }));
    expect(await screen.findByText('Your account has been deleted. Goodbye!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(qc.getQueryData(['profile'])).toBeNull();
    expect(server.sent('POST', '/account/delete')[0]!.body).toEqual({
      current_password: 'secret',
      confirmation: 'DELETE',
    });
  });

  it('a social-only account is offered a mailed link to set its first password', async () => {
    const server = fakeFetch({
      'GET /account': { data: { ...ACCOUNT, has_password: false } },
      'POST /account/password/link': {
        data: { message: 'We have sent a link to jay@example.com. Open it to choose your password.' },
      },
    });
    const user = userEvent.setup();
    setup();
    const pw = within(await section('Password'));
    expect(pw.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(within(await section('Delete account')).getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    await user.click(pw.getByRole('button', { name: 'Email me a link to set a password' }));
    expect(
      await screen.findByText('We have sent a link to jay@example.com. Open it to choose your password.'),
    ).toBeInTheDocument();
    expect(pw.getByRole('button', { name: 'Link sent' })).toBeDisabled();
    expect(server.sent('POST', '/account/password/link')).toHaveLength(1);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from './AppLayout';
import { deferred, fakeFetch, fieldError } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';

vi.mock('../../components/Captcha', () => ({ Captcha: () => null }));

const routes = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <p>home page</p> },
      { path: '/beats/:slug', element: <p>beat page</p> },
    ],
  },
];
const setup = (path: string) =>
  renderRoutes(routes, {
    path,
    wrap: (n) => (
      <>
        {n}
        <Toaster />
      </>
    ),
  });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('dialogs opened from the address (spec §2)', () => {
  it('?invitation=<token> opens register prefilled from the invitation, email not editable', async () => {
    const invitation = deferred();
    const server = fakeFetch({ 'GET /user/invitation/tok-1': invitation.handler });
    setup('/?invitation=tok-1');
    // The layout loads the dialog's code only when a panel opens: allow for that import under load.
    expect(await screen.findByText('Fetching your invitation...', undefined, { timeout: 5000 })).toBeInTheDocument();
    invitation.release({ data: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' } });
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    // The form takes the invitation as its values once mounted (a render after the button shows).
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Ada'));
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(server.sent('GET', '/user/invitation/tok-1')).toHaveLength(1);
  });

  it('?password-reset=<token>&email= resets the password, toasts the server text and returns to /', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({ 'POST /password/reset': { data: { message: 'Your password has been reset.' } } });
    const { router } = setup('/beats/x?password-reset=tok-2&email=jay%40example.com');
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByLabelText('Email')).toHaveValue('jay@example.com');
    await user.type(screen.getByLabelText('Password'), 'new secret!');
    await user.type(screen.getByLabelText(/confirm/i), 'new secret!');
    await user.click(screen.getByRole('button', { name: /reset/i }));
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(server.sent('POST', '/password/reset')[0]!.body).toEqual({
      token: 'tok-2',
      email: 'jay@example.com',
      password: 'new%20secret!',
      password_confirmation: 'new%20secret!',
    });
  });

  it('shows a refused reset as an error and keeps the dialog open', async () => {
    const user = userEvent.setup();
    fakeFetch({
      'POST /password/reset': fieldError(
        422,
        'reset_token_invalid',
        'Ooops!',
        'This password reset link is invalid or has expired.',
      ),
    });
    setup('/?password-reset=old&email=jay%40example.com');
    await user.type(await screen.findByLabelText('Password'), 'new secret!');
    await user.type(screen.getByLabelText(/confirm/i), 'new secret!');
    await user.click(screen.getByRole('button', { name: /reset/i }));
    expect(await screen.findByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('?email-change=<token> confirms the new address once, says so and leaves the address bar clean', async () => {
    const server = fakeFetch({
      'POST /account/email/confirm': { data: { message: 'Your email is now new@example.com.' } },
    });
    const { router } = setup('/?email-change=tok-3');
    expect(await screen.findByText('Your email is now new@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Email confirmed')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(server.sent('POST', '/account/email/confirm')).toEqual([
      expect.objectContaining({ body: { token: 'tok-3' } }),
    ]);
  });

  it('an expired email-change link is an error toast', async () => {
    fakeFetch({
      'POST /account/email/confirm': fieldError(
        422,
        'validation_failed',
        'Ooops!',
        'This link is invalid or has expired.',
        'token',
      ),
    });
    setup('/?email-change=old');
    expect(await screen.findByText('This link is invalid or has expired.')).toBeInTheDocument();
  });

  it('?confirm-signup=<token> makes the account, says so and opens the login panel without logging in', async () => {
    const server = fakeFetch({
      'POST /signup/confirm': {
        data: { message: 'Your email is confirmed and your account is ready. Please log in.' },
      },
    });
    const { router } = setup('/?confirm-signup=tok-4');
    expect(await screen.findByText('Email confirmed')).toBeInTheDocument();
    expect(screen.getByText('Your email is confirmed and your account is ready. Please log in.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(server.sent('POST', '/signup/confirm')).toEqual([expect.objectContaining({ body: { token: 'tok-4' } })]);
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { useImperativeHandle, type Ref } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { useAuthDialog } from '../../../lib/auth/auth-dialog-context';
import { AuthDialog } from './AuthDialog';

// The robot check answers at once with a known payload (the real widget solves a proof of work).
vi.mock('../../../components/Captcha', () => ({
  Captcha: ({ ref }: { ref: Ref<{ token(): Promise<string>; reset(): void }> }) => {
    useImperativeHandle(ref, () => ({ token: async () => 'altcha-payload', reset() {} }));
    return null;
  },
}));

function Opener() {
  const dialog = useAuthDialog();
  return (
    <>
      <button onClick={() => dialog.open('login')}>open login</button>
    </>
  );
}
const setup = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <Opener />
            <AuthDialog />
          </>
        ),
      },
    ],
    {
      wrap: (n) => (
        <>
          {n}
          <Toaster />
        </>
      ),
    },
  );

async function typeCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByText('open login'));
  await user.type(screen.getByLabelText('Email'), 'jay@example.com');
  await user.type(screen.getByLabelText('Password'), 'wrong password');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('login panel', () => {
  it('shows the spec texts when the login fails and keeps the dialog open', async () => {
    const user = userEvent.setup();
    fakeFetch({
      'POST /login': fieldError(401, 'login_failed', 'Authentication Failed!', 'Invalid email or password.'),
    });
    setup();
    await typeCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Authentication Failed!')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('after repeated failures on the account, adds the robot check and sends its token with the next try', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const server = fakeFetch({
      'POST /login': () =>
        ++calls === 1
          ? fieldError(422, 'captcha_failed', 'Ooops!', 'Please confirm you are not a robot.', 'recaptcha')
          : { data: profile(1) },
    });
    setup();
    await typeCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(/several failed logins on this account/)).toBeInTheDocument();
    expect(screen.getAllByText('Please confirm you are not a robot.').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.sent('POST', '/login').map((c) => c.body)).toEqual([
      { email: 'jay@example.com', password: 'wrong%20password' },
      { email: 'jay@example.com', password: 'wrong%20password', recaptcha: 'altcha-payload' },
    ]);
  }, 15_000);

  it('waits 500 ms before sending, and closing the dialog meanwhile cancels the login', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({ 'POST /login': { data: profile(1) } });
    const { qc } = setup();
    await typeCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(server.sent('POST', '/login')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await act(() => new Promise((r) => setTimeout(r, 700)));
    expect(server.sent('POST', '/login')).toHaveLength(0);
    expect(qc.getQueryData(['profile'])).toBeNull();
  });

  it('logs in with the URL-encoded password, closes and clears the fields', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({ 'POST /login': { data: profile(1) } });
    setup();
    await typeCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.sent('POST', '/login')[0]!.body).toEqual({ email: 'jay@example.com', password: 'wrong%20password' });
    expect(server.sent('POST', '/login')[0]!.headers['x-csrf-token']).toBe('csrf-token');
    await user.click(screen.getByText('open login'));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('asks for the email only to reset a password, then returns to login with the server message', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({
      'POST /password/email': { data: { message: 'We have sent a link to reset its password.' } },
    });
    setup();
    await user.click(await screen.findByText('open login'));
    await user.click(screen.getByRole('button', { name: 'Shoot! Forgot my password...' }));
    await user.type(screen.getByLabelText('Email'), 'jay@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset My Password' }));
    expect(await screen.findByText('We have sent a link to reset its password.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(server.sent('POST', '/password/email')[0]!.body).toEqual({ email: 'jay@example.com' });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle, type Ref } from 'react';
import { Toaster } from 'sonner';
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
      <button onClick={() => dialog.open('register')}>open register</button>
      <button onClick={() => dialog.open(true)}>open default</button>
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

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByText('open register'));
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'p@ss word!');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('register panel', () => {
  it('sends the form with the captcha payload and the URL-encoded password, then closes and says to check the inbox', async () => {
    const user = userEvent.setup();
    const message =
      'We have sent a confirmation link to ada@example.com. Open it within 24 hours to activate your account, then log in.';
    const server = fakeFetch({ 'POST /signup': { data: { message, profile: null } } });
    const { qc } = setup();
    await fillAndSubmit(user);
    const sent = await screen.findByRole('dialog', { name: 'Check your inbox' });
    expect(within(sent).getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Join Beatmarket' })).not.toBeInTheDocument();
    expect(server.sent('POST', '/signup')[0]!.body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'p%40ss%20word!',
      news: true,
      recaptcha: 'altcha-payload',
      invitation_token: null,
    });
    // Not logged in yet; the next time the dialog opens it is on login (spec §4).
    expect(qc.getQueryData(['profile'])).toBeNull();
    expect(localStorage.getItem('beatmarket.app-user')).toBe('1');
    await user.click(within(sent).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByText('open default'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  }, 20_000);

  it('an invited sign-up comes back logged in and just closes', async () => {
    const user = userEvent.setup();
    fakeFetch({
      'POST /signup': {
        data: { message: 'Welcome to Beatmarket! You are logged in.', profile: profile(1, { first_name: 'Ada' }) },
      },
    });
    const { qc } = setup();
    await fillAndSubmit(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(qc.getQueryData(['profile'])).toMatchObject({ first_name: 'Ada' });
  });

  it('attaches server field errors to their fields', async () => {
    const user = userEvent.setup();
    fakeFetch({
      'POST /signup': fieldError(
        409,
        'already_registered',
        'Registration Failed!',
        'An account with this email already exists.',
        'email',
      ),
    });
    setup();
    await fillAndSubmit(user);
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('An account with this email already exists.');
  });

  it('shows the server message under the Registration Failed! header when no field matches', async () => {
    const user = userEvent.setup();
    fakeFetch({
      'POST /signup': fieldError(422, 'captcha_failed', 'Ooops!', 'Please confirm you are not a robot.', 'recaptcha'),
    });
    setup();
    await fillAndSubmit(user);
    expect(await screen.findByText('Registration Failed!')).toBeInTheDocument();
    expect(screen.getAllByText('Please confirm you are not a robot.').length).toBeGreaterThan(0);
  });

  it('offers to resend the invitation when the email was already invited', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({
      'POST /signup': fieldError(
        409,
        'already_invited',
        'Registration Failed!',
        'This email has already been invited.',
        'invitation_token',
      ),
      'POST /user/re-invite': { data: { message: 'sent' } },
    });
    setup();
    await fillAndSubmit(user);
    await user.click(await screen.findByRole('button', { name: 'Please resend me my invitation link...' }));
    expect(await screen.findByText('Invitation link re-sent!')).toBeInTheDocument();
    expect(screen.getByText('Check your inbox... (or junk folder, just in case)')).toBeInTheDocument();
    expect(server.sent('POST', '/user/re-invite')[0]!.body).toEqual({ email: 'ada@example.com' });
  });

  it('reads a policy inside the dialog and Close returns to the form with its values', async () => {
    const user = userEvent.setup();
    fakeFetch({
      'GET /text_snippet/records': {
        data: [{ id: 'tos', title: 'Usage Policy', content: '<p>Be nice to the beats.</p>' }],
      },
    });
    setup();
    await user.click(await screen.findByText('open register'));
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Usage Policy' }));
    expect(await screen.findByText('Be nice to the beats.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });
});

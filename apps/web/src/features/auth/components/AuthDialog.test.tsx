import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profile, renderRoutes } from '../../../test/render';
import { useAuthDialog } from '../../../lib/auth/auth-dialog-context';
import { useRequireLogin } from '../../../lib/auth/use-require-login';
import { AuthDialog } from './AuthDialog';

vi.mock('../../../components/Captcha', () => ({ Captcha: () => null }));

function Opener() {
  const dialog = useAuthDialog();
  const gated = useRequireLogin();
  return (
    <>
      <button onClick={() => dialog.open(true)}>open</button>
      <button onClick={gated(() => document.body.setAttribute('data-favored', 'yes'))}>favorite</button>
    </>
  );
}
const setup = () =>
  renderRoutes([
    {
      path: '/',
      element: (
        <>
          <Opener />
          <AuthDialog />
        </>
      ),
    },
  ]);

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.removeAttribute('data-favored');
});

describe('login / register dialog', () => {
  it('opens register for a new visitor and login for an existing app user', async () => {
    const user = userEvent.setup();
    const first = setup();
    await user.click(await screen.findByText('open'));
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByText('All fields are required')).toBeInTheDocument();
    first.unmount();
    localStorage.setItem('beatmarket.app-user', '1');
    setup();
    await user.click(await screen.findByText('open'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('moves between the panels with the spec texts', async () => {
    const user = userEvent.setup();
    localStorage.setItem('beatmarket.app-user', '1');
    setup();
    await user.click(await screen.findByText('open'));
    await user.click(screen.getByRole('button', { name: 'Shoot! Forgot my password...' }));
    expect(screen.getByRole('button', { name: 'Reset My Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Got it! Just found my password!' }));
    await user.click(screen.getByRole('button', { name: "I'm new here - let me sign up!" }));
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('shows per-field errors from the shared schema before sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('beatmarket.app-user', '1');
    setup();
    await user.click(await screen.findByText('open'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('resumes a login-gated action after a successful login', async () => {
    const user = userEvent.setup();
    localStorage.setItem('beatmarket.app-user', '1');
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockImplementation((url: string) =>
          Promise.resolve(
            url.endsWith('/login')
              ? json(200, { data: profile(1), meta: { csrf: 'b' } })
              : json(200, { data: {}, meta: { csrf: 'a' } }),
          ),
        ),
    );
    const { qc } = setup();
    await user.click(await screen.findByText('favorite'));
    expect(document.body.getAttribute('data-favored')).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'jay@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(document.body.getAttribute('data-favored')).toBe('yes'), { timeout: 3000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(qc.getQueryData(['profile'])).toMatchObject({ email: 'jay@example.com' });
  });

  it('drops the gated action when the dialog is closed', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByText('favorite'));
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.getAttribute('data-favored')).toBeNull();
  });
});

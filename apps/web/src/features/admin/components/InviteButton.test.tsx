import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { InviteButton } from './InviteButton';

const setup = () =>
  renderRoutes([{ path: '/users', element: <InviteButton /> }], {
    path: '/users',
    profile: profile(3, { id: 1 }),
    wrap: (n) => (
      <>
        {n}
        <Toaster />
      </>
    ),
  });

afterEach(() => vi.unstubAllGlobals());

describe('inviting from the users screen', () => {
  it('invites with the chosen link lifetime', async () => {
    const user = userEvent.setup();
    const server = fakeFetch({ 'POST /user/invite': { data: { message: 'Invitation sent to gus@example.com.' } } });
    setup();
    await user.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    await user.type(within(dialog).getByLabelText('Email'), 'gus@example.com');
    await user.type(within(dialog).getByLabelText('First name'), 'Gus');
    await user.selectOptions(within(dialog).getByLabelText('Link valid for'), '30 days');
    // Issue 31: the invitation names the role the person will have.
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Producer');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to gus@example.com.')).toBeInTheDocument();
    expect(server.sent('POST', '/user/invite')[0]!.body).toEqual({
      email: 'gus@example.com',
      first_name: 'Gus',
      last_name: '',
      expires_in: 30 * 86400,
      role: 2,
    });
  });

  it("re-sends an invitation with spec §8's words, or says beside the email that nobody was invited", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const server = fakeFetch({
      'POST /user/re-invite': () =>
        ++calls === 1
          ? fieldError(404, 'record_not_found', 'Record load error', 'Nobody was invited with this email.', 'email')
          : { data: { message: 'A new invitation link was sent to gus@example.com.' } },
    });
    setup();
    await user.click(screen.getByRole('button', { name: 'Re-send invitation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-send an invitation' });
    await user.type(within(dialog).getByLabelText('Email'), 'gus@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Re-send invitation' }));
    expect(await within(dialog).findByText('Nobody was invited with this email.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Re-send invitation' }));
    expect(await screen.findByText('Invitation link re-sent!')).toBeInTheDocument();
    expect(screen.getByText(/Check your inbox\.\.\. \(or junk folder, just in case\)/)).toBeInTheDocument();
    expect(server.sent('POST', '/user/re-invite')[1]!.body).toEqual({
      email: 'gus@example.com',
      expires_in: 7 * 86400,
    });
  });
});

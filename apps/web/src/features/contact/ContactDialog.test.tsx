import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle, useState, type Ref } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../test/fake-fetch';
import { profile, renderRoutes } from '../../test/render';
import { ContactDialog } from './ContactDialog';

// The robot check answers at once with a known payload (the real widget solves a proof of work).
vi.mock('../../components/Captcha', () => ({
  Captcha: ({ ref }: { ref: Ref<{ token(): Promise<string>; reset(): void }> }) => {
    useImperativeHandle(ref, () => ({ token: async () => 'altcha-payload', reset() {} }));
    return null;
  },
}));
afterEach(() => vi.unstubAllGlobals());

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Contact</button>
      <ContactDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
const setup = (who = profile(1)) => renderRoutes([{ path: '/', element: <Opener /> }], { profile: who });
const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Contact' }));
  return screen.findByRole('dialog', { name: 'Contact Us' });
};

describe('Contact Us', () => {
  it("fills in a logged-in user's name and email, sends, closes, and opens blank again", async () => {
    const server = fakeFetch({ 'POST /contact-us': { data: null } });
    setup();
    let dialog = await open();
    // Closed without sending, it still opens blank.
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Never mind');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await open();
    expect(within(dialog).getByLabelText('Message')).toHaveValue('');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Jay Buyer');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('jay@example.com');
    await userEvent.type(within(dialog).getByLabelText('Subject'), 'Custom beat');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Can you make one at 90 bpm?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.sent('POST', '/contact-us')[0]?.body).toEqual({
      name: 'Jay Buyer',
      email: 'jay@example.com',
      subject: 'Custom beat',
      message: 'Can you make one at 90 bpm?',
      recaptcha: 'altcha-payload',
    });
    dialog = await open();
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('');
    expect(within(dialog).getByLabelText('Message')).toHaveValue('');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('jay@example.com');
  });

  it('keeps what was typed when the server refuses a field, and shows why under it', async () => {
    fakeFetch({ 'POST /contact-us': fieldError(422, 'validation', 'Ooops!', 'This address bounced.', 'email') });
    setup(null as never);
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'someone@example.com');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('This address bounced.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Hello');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
  });

  it('shows the contact text above the form; administrators edit it in place with its History', async () => {
    const api = fakeFetch({
      'GET /content/snippet/contact': {
        data: { id: 'contact', title: 'Contact Us', content: '<p>We answer within two working days.</p>' },
      },
    });
    const view = setup();
    let dialog = await open();
    expect(await within(dialog).findByText('We answer within two working days.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Edit text/ })).toBeNull();
    expect(api.sent('GET', '/content/snippet/contact')).toHaveLength(1);
    view.unmount();

    setup(profile(3));
    dialog = await open();
    expect(await within(dialog).findByRole('button', { name: /Edit text/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /History/ })).toBeInTheDocument();
  });
});

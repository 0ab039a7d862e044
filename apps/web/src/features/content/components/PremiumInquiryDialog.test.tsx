import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { PremiumInquiryDialog } from './PremiumInquiryDialog';

afterEach(() => vi.unstubAllGlobals());

const PREMIUM = { id: 'premium-users', title: 'Premium membership', content: '<p>Untagged MP3s for members.</p>' };
const render = (who: ReturnType<typeof profile> | null) =>
  renderRoutes([{ path: '/', element: <PremiumInquiryDialog open onOpenChange={() => {}} /> }], { profile: who });

describe('premium-membership dialog text', () => {
  it('visitors read it; administrators edit it in place with its History', async () => {
    fakeFetch({ 'GET /content/snippet/premium-users': { data: PREMIUM } });
    const view = render(profile(1));
    let dialog = await screen.findByRole('dialog', { name: 'Premium membership' });
    expect(await within(dialog).findByText('Untagged MP3s for members.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Edit text/ })).toBeNull();
    view.unmount();

    render(profile(3));
    dialog = await screen.findByRole('dialog', { name: 'Premium membership' });
    expect(await within(dialog).findByRole('button', { name: /Edit text/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /History/ })).toBeInTheDocument();
  });
});

describe('premium-membership dialog', () => {
  it('links to the plans page instead of promising to mail prices; following it closes the dialog', async () => {
    fakeFetch({ 'GET /content/snippet/premium-users': { data: PREMIUM } });
    const onOpenChange = vi.fn();
    renderRoutes([
      { path: '/', element: <PremiumInquiryDialog open onOpenChange={onOpenChange} /> },
      { path: '/membership-plans', element: <p>plans page</p> },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Premium membership' });
    // Questions still go to the team.
    expect(within(dialog).getByLabelText('About your music')).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: 'See the plans and prices' });
    expect(link).toHaveAttribute('href', '/membership-plans');
    await userEvent.click(link);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(await screen.findByText('plans page')).toBeInTheDocument();
  });
});

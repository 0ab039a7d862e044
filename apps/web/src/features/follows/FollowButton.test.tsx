import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { profile, renderRoutes } from '../../test/render';
import { FollowButton } from './FollowButton';

afterEach(() => vi.unstubAllGlobals());

const state = (over: Record<string, unknown> = {}) => ({
  producer_id: 2,
  followers: 4,
  following: false,
  digest: false,
  ...over,
});
const open = (me = profile(1)) =>
  renderRoutes([{ path: '/', element: <FollowButton producerId={2} name="Reed Beats" /> }], { profile: me });

describe('the follow button', () => {
  it('follows with the digest only when the box is ticked, then offers to unfollow', async () => {
    const api = fakeFetch({
      'GET /producer/2/follow': { data: state() },
      'POST /producer/2/follow': (body) => ({ data: state({ followers: 5, following: true, ...(body as object) }) }),
    });
    open();
    expect(await screen.findByText('4 followers')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Mail me their new beats (daily digest)'));
    await userEvent.click(screen.getByRole('button', { name: 'Follow Reed Beats' }));
    expect(api.sent('POST', '/producer/2/follow').map((c) => c.body)).toEqual([{ digest: true }]);
    expect(await screen.findByRole('button', { name: 'Following Reed Beats: unfollow' })).toBeInTheDocument();
    expect(screen.getByText('5 followers')).toBeInTheDocument();
    expect(screen.getByLabelText('Daily digest of their new beats')).toBeChecked();
  });

  it("in the player: an icon that follows without the digest and unfollows; nothing on one's own beat", async () => {
    const api = fakeFetch({
      'GET /producer/2/follow': { data: state() },
      'POST /producer/2/follow': (body) => ({ data: state({ followers: 5, following: true, ...(body as object) }) }),
      'DELETE /producer/2/follow': { data: state() },
    });
    const player = (me = profile(1)) =>
      renderRoutes([{ path: '/', element: <FollowButton producerId={2} name="Reed Beats" compact /> }], {
        profile: me,
      });
    const first = player();
    await userEvent.click(await screen.findByRole('button', { name: 'Follow Reed Beats' }));
    expect(api.sent('POST', '/producer/2/follow').map((c) => c.body)).toEqual([{ digest: false }]);
    const following = await screen.findByRole('button', { name: 'Following Reed Beats: unfollow' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/followers/)).not.toBeInTheDocument();
    await userEvent.click(following);
    expect(api.sent('DELETE', '/producer/2/follow')).toHaveLength(1);
    first.unmount();
    player(profile(2, { id: 2 }));
    await waitFor(() => expect(api.sent('GET', '/producer/2/follow').length).toBeGreaterThan(1));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a producer their own count without a button', async () => {
    fakeFetch({ 'GET /producer/2/follow': { data: state({ followers: 1 }) } });
    open(profile(2, { id: 2 }));
    expect(await screen.findByText('1 follower')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

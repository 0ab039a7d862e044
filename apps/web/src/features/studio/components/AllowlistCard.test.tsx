import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { AllowlistCard } from './AllowlistCard';

afterEach(() => vi.unstubAllGlobals());

const channel = `UC${'a'.repeat(22)}`;
const row = {
  channel_id: channel,
  beat_id: 9,
  beat_title: 'Cold Rain',
  license: 'Basic Lease',
  verification_code: 'ABCDE-FGHJK',
  verify_url: 'http://beatmarket.test/verify/ABCDE-FGHJK',
  licensed_at: new Date().toISOString(),
};

describe('the producer’s YouTube allowlist card', () => {
  it('lists licensed channels, offers the CSV and makes, then replaces, the secret feed address', async () => {
    let n = 0;
    const api = fakeFetch({
      'GET /allowlist': { data: { rows: [row], feed_url: null } },
      'POST /allowlist/feed': () => ({
        data: { feed_url: `http://beatmarket.test/private-api/allowlist/feed/t${++n}` },
      }),
    });
    renderRoutes([{ path: '/', element: <AllowlistCard /> }], { profile: profile(2) });
    const card = await screen.findByRole('region', { name: 'YouTube allowlist' });
    expect(await within(card).findByText(channel)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'ABCDE-FGHJK' })).toHaveAttribute('href', '/verify/ABCDE-FGHJK');
    expect(within(card).getByRole('link', { name: 'CSV' })).toHaveAttribute('href', '/private-api/allowlist/csv');
    await userEvent.click(within(card).getByRole('button', { name: 'Make a feed address' }));
    expect(await within(card).findByLabelText('Secret feed address')).toHaveValue(
      'http://beatmarket.test/private-api/allowlist/feed/t1',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Replace the address' }));
    expect(await within(card).findByDisplayValue('http://beatmarket.test/private-api/allowlist/feed/t2')).toBeVisible();
    expect(api.sent('POST', '/allowlist/feed')).toHaveLength(2);
  });

  it('says so when no licence names a channel yet', async () => {
    fakeFetch({ 'GET /allowlist': { data: { rows: [], feed_url: null } } });
    renderRoutes([{ path: '/', element: <AllowlistCard /> }], { profile: profile(2) });
    expect(await screen.findByText('No licensed channel yet.')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../../lib/cart';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { CheckoutChannels, useCheckoutChannels } from './CheckoutChannels';
import { CheckoutPanel } from './CheckoutPanel';

afterEach(() => vi.unstubAllGlobals());

const line = (beatId: number, title: string, level: string) =>
  ({ beat_id: beatId, beat: { full_title: title }, license: { type: 'non_exclusive', level } }) as unknown as CartLine;
const LINES = [line(9, 'Cold Rain', 'basic'), line(12, 'Warm Sun', 'standard')];
const id = (c: string) => `UC${c.repeat(22)}`;

function Harness() {
  const channels = useCheckoutChannels(LINES);
  return (
    <>
      <CheckoutChannels state={channels} />
      <CheckoutPanel total={4999} channels={channels} />
    </>
  );
}

async function pay() {
  await userEvent.type(screen.getByLabelText('Address'), '1 Main St');
  await userEvent.type(screen.getByLabelText('City'), 'Austin');
  await userEvent.type(screen.getByLabelText('ZIP / postal code'), '73301');
  await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/35');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Pay $49.99' }));
}

const show = () =>
  renderRoutes(
    [
      { path: '/checkout', element: <Harness /> },
      { path: '/order/:id', element: <p>order page</p> },
    ],
    { path: '/checkout', profile: profile(1) },
  );

describe('channels at checkout', () => {
  it('offers as many inputs as each licence allows, and stops a wrong id before paying', async () => {
    const api = fakeFetch({});
    show();
    const section = screen.getByRole('region', { name: 'YouTube channels (optional)' });
    const cold = within(section).getByRole('group', { name: 'YouTube channels for “Cold Rain”' });
    const warm = within(section).getByRole('group', { name: 'YouTube channels for “Warm Sun”' });
    expect(within(cold).queryByRole('button', { name: 'Add a channel' })).not.toBeInTheDocument();
    await userEvent.click(within(warm).getByRole('button', { name: 'Add a channel' }));
    await userEvent.click(within(warm).getByRole('button', { name: 'Add a channel' }));
    expect(within(warm).getAllByRole('textbox')).toHaveLength(3);
    expect(within(warm).queryByRole('button', { name: 'Add a channel' })).not.toBeInTheDocument();
    await userEvent.type(within(cold).getByLabelText('Channel 1 for Cold Rain'), 'UCnope');
    await pay();
    expect(await within(cold).findByText(/A channel id is "UC" and 22/)).toBeInTheDocument();
    expect(api.sent('POST', '/cart/order')).toHaveLength(0);
    // Editing the list clears what was said of the old value.
    await userEvent.type(within(cold).getByLabelText('Channel 1 for Cold Rain'), 'x');
    expect(within(cold).queryByText(/A channel id is "UC" and 22/)).not.toBeInTheDocument();
  });

  it('sends the lists by beat id, blanks dropped, and shows the server’s refusal under its line', async () => {
    const api = fakeFetch({
      'POST /cart/order': {
        status: 422,
        response_data: {
          error: 'This licence covers at most 1 channel',
          code: 'validation_failed',
          header: 'Ooops!',
          topic_id: 'channels.9',
          errors: [{ topic_id: 'channels.9', message: 'This licence covers at most 1 channel' }],
        },
      },
    });
    show();
    const cold = screen.getByRole('group', { name: 'YouTube channels for “Cold Rain”' });
    await userEvent.type(within(cold).getByLabelText('Channel 1 for Cold Rain'), ` ${id('a')} `);
    await pay();
    expect(await within(cold).findByRole('alert')).toHaveTextContent('This licence covers at most 1 channel');
    expect(api.sent('POST', '/cart/order')[0]!.body).toMatchObject({ channels: { 9: [id('a')] } });
  });
});

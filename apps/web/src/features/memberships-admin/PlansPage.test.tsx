import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../test/fake-fetch';
import { profile, renderRoutes } from '../../test/render';
import { PlansPage } from './PlansPage';

const licenses = [
  { id: 1, name: 'Basic Lease', type: 'non_exclusive', level: 'basic', price: 2999 },
  { id: 7, name: 'Inner Circle', type: 'inner_circle', level: 'unlimited', price: 0 },
  // Issue 31: a plan may not grant an exclusive; the form does not offer one.
  { id: 9, name: 'Exclusive Rights', type: 'exclusive', level: 'unlimited', price: 49999 },
];
const plan = {
  id: 4,
  name: 'Inner Circle',
  description: 'Five beats a month.',
  price: 1999,
  interval: 'month',
  trial_days: 0,
  allowance: 5,
  license: { id: 7, name: 'Inner Circle', type: 'inner_circle', level: 'unlimited' },
  producer: null,
  published: true,
  subscribers: 14,
  grants: [],
  created_at: '2026-11-01T00:00:00Z',
  deleted_at: null,
};
const open = async () => {
  renderRoutes([{ path: '/memberships', element: <PlansPage /> }], {
    path: '/memberships',
    profile: profile(3),
    wrap: (n) => (
      <>
        {n}
        <Toaster />
      </>
    ),
  });
};
const retype = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
};

afterEach(() => vi.unstubAllGlobals());

describe('membership plans (administrators)', () => {
  it('lists plans with price per period, and adds one in cents under an inner-circle licence', async () => {
    const api = fakeFetch({
      'GET /subscribable/records': { data: [plan], meta: { total: 1, found: 1 } },
      'GET /license/records': { data: licenses },
      'POST /subscribable/create': (body) => ({ data: { ...plan, id: 5, ...(body as object) } }),
    });
    await open();
    expect(await screen.findByText('$19.99 / month')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Subscribers' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '14' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add plan' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Add a membership plan' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Inner Circle Yearly');
    await userEvent.type(within(dialog).getByLabelText('Price (USD)'), '199.99');
    await userEvent.selectOptions(within(dialog).getByLabelText('Billed'), 'year');
    await retype(within(dialog).getByLabelText('Beats per period'), '60');
    // Inner-circle licences come first: they exist only through a plan.
    const options = within(within(dialog).getByLabelText('Licence subscribers get')).getAllByRole('option');
    await waitFor(() => expect(options.length).toBeGreaterThan(0));
    expect(
      within(within(dialog).getByLabelText('Licence subscribers get'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a licence', 'Inner Circle (Inner Circle, Unlimited)', 'Basic Lease (Lease, Basic)']);
    await userEvent.selectOptions(within(dialog).getByLabelText('Licence subscribers get'), '7');
    await userEvent.click(within(dialog).getByLabelText('Published: buyers can subscribe'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.sent('POST', '/subscribable/create')).toHaveLength(1));
    expect(api.sent('POST', '/subscribable/create')[0]!.body).toEqual({
      name: 'Inner Circle Yearly',
      description: '',
      price: 19999,
      interval: 'year',
      trial_days: 0,
      allowance: 60,
      license_id: 7,
      producer_id: null,
      published: true,
    });
    expect(await screen.findByText('Plan added')).toBeInTheDocument();
  });

  it('checks fields before sending, then shows the server’s refusal under its field', async () => {
    const api = fakeFetch({
      'GET /subscribable/records': { data: [], meta: { total: 0, found: 0 } },
      'GET /license/records': { data: licenses },
      'POST /subscribable/create': fieldError(
        422,
        'validation_failed',
        'Invalid',
        'Choose an inner-circle licence',
        'license_id',
      ),
    });
    await open();
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add plan' }))[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Add a membership plan' });
    await userEvent.type(within(dialog).getByLabelText('Price (USD)'), 'twenty');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a price like 19.99')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the licence subscribers get')).toBeInTheDocument();
    expect(api.sent('POST', '/subscribable/create')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Gold');
    await retype(within(dialog).getByLabelText('Price (USD)'), '9');
    await userEvent.selectOptions(within(dialog).getByLabelText('Licence subscribers get'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Choose an inner-circle licence')).toBeInTheDocument();
    expect(api.sent('POST', '/subscribable/create')).toHaveLength(1);
  });

  it('opens a plan from its row and saves the edit', async () => {
    const api = fakeFetch({
      'GET /subscribable/records': { data: [plan], meta: { total: 1, found: 1 } },
      'GET /license/records': { data: licenses },
      'POST /subscribable/4/save': (body) => ({ data: { ...plan, ...(body as object) } }),
    });
    await open();
    await userEvent.click(await screen.findByText('Inner Circle', { selector: 'span' }));
    const dialog = screen.getByRole('dialog', { name: 'Inner Circle' });
    expect(within(dialog).getByLabelText('Price (USD)')).toHaveValue('19.99');
    await retype(within(dialog).getByLabelText('Price (USD)'), '24.99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('POST', '/subscribable/4/save')).toHaveLength(1));
    expect(api.sent('POST', '/subscribable/4/save')[0]!.body).toMatchObject({ price: 2499, license_id: 7 });
  });
});

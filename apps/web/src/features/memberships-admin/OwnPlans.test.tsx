import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../studio/components/DashboardPage';
import { fakeFetch } from '../../test/fake-fetch';
import { BOOT, profile, renderRoutes } from '../../test/render';

const licenses = [{ id: 7, name: 'Inner Circle', type: 'inner_circle', level: 'unlimited', price: 0 }];
const plan = {
  id: 4,
  name: 'Night Club',
  description: '',
  price: 999,
  interval: 'month',
  trial_days: 7,
  allowance: 3,
  license: { id: 7, name: 'Inner Circle', type: 'inner_circle', level: 'unlimited' },
  producer: { id: 7, name: 'Jay Buyer' },
  published: false,
  subscribers: 2,
  grants: [],
  created_at: '2026-11-01T00:00:00Z',
  deleted_at: null,
};
const routes = {
  'GET /dashboard/beats': { data: [], meta: { found: 0, total: 0 } },
  'GET /license/records': { data: licenses },
  'GET /subscribable/trial_rule': { data: { one_trial_across_plans: false } },
};

/** The producer's dashboard, with administrators letting producers offer plans or not. */
function open(producerPlans: boolean) {
  const utils = renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], {
    path: '/dashboard',
    profile: profile(2),
  });
  utils.qc.setQueryData(['supporting-data'], { ...BOOT, settings: { producer_plans: producerPlans } });
  return utils;
}

afterEach(() => vi.unstubAllGlobals());

describe("a producer's own membership plans on the dashboard", () => {
  it('shows nothing of plans while administrators keep plans to themselves, and the section once they allow them', async () => {
    const api = fakeFetch({ ...routes, 'GET /subscribable/records': { data: [], meta: { total: 0, found: 0 } } });
    const { qc } = open(false);
    expect(await screen.findByText('No results found...')).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET', '/subscribable/records')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Membership plans' })).not.toBeInTheDocument();

    qc.setQueryData(['supporting-data'], { ...BOOT, settings: { producer_plans: true } });
    expect(await screen.findByRole('heading', { name: 'Membership plans' })).toBeInTheDocument();
    expect(await screen.findByText(/^No plans yet\./)).toBeInTheDocument();
  });

  it('keeps plans made before administrators stopped producer plans: listed and editable, no new ones', async () => {
    fakeFetch({ ...routes, 'GET /subscribable/records': { data: [plan], meta: { total: 1, found: 1 } } });
    open(false);
    const list = await screen.findByRole('list', { name: 'Your membership plans' });
    expect(within(list).getByText('Night Club')).toBeInTheDocument();
    expect(
      screen.getByText('The store no longer takes new producer plans. Your plans keep their subscribers.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Night Club' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New plan' })).not.toBeInTheDocument();
  });

  it('lists only their own plans and adds one over their own beats, with no scope to choose', async () => {
    const api = fakeFetch({
      ...routes,
      'GET /subscribable/records': { data: [plan], meta: { total: 1, found: 1 } },
      'POST /subscribable/create': (body) => ({ data: { ...plan, id: 5, ...(body as object) } }),
    });
    open(true);
    const list = await screen.findByRole('list', { name: 'Your membership plans' });
    expect(within(list).getByText('Night Club')).toBeInTheDocument();
    expect(within(list).getByText('$9.99 / month · 3 beats a month · 2 subscribers')).toBeInTheDocument();
    expect(within(list).getByText('Draft')).toBeInTheDocument();
    const query = new URLSearchParams(
      api.fn.mock.calls
        .map(([u]) => String(u))
        .find((u) => u.includes('/subscribable/records'))!
        .split('?')[1],
    );
    expect(JSON.parse(query.get('filter')!)).toEqual({ producer_id: 7 });

    await userEvent.click(screen.getByRole('button', { name: 'New plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a membership plan' });
    expect(within(dialog).queryByText('Covers')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Night Club Yearly');
    await userEvent.type(within(dialog).getByLabelText('Price (USD)'), '99');
    await userEvent.selectOptions(within(dialog).getByLabelText('Billed'), 'year');
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(2));
    await userEvent.selectOptions(within(dialog).getByLabelText('Licence subscribers get'), '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.sent('POST', '/subscribable/create')).toHaveLength(1));
    expect(api.sent('POST', '/subscribable/create')[0]!.body).toMatchObject({
      name: 'Night Club Yearly',
      price: 9900,
      interval: 'year',
      license_id: 7,
      producer_id: 7,
    });
  });

  it('edits a plan without naming its producer, and withdraws one after asking', async () => {
    const api = fakeFetch({
      ...routes,
      'GET /subscribable/records': { data: [plan], meta: { total: 1, found: 1 } },
      'POST /subscribable/4/save': (body) => ({ data: { ...plan, ...(body as object) } }),
      'DELETE /subscribable/4': { data: { ...plan, deleted_at: '2026-11-02T00:00:00Z' } },
    });
    open(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Night Club' }));
    const dialog = screen.getByRole('dialog', { name: 'Night Club' });
    // Withdrawing is the list's; restoring an archived plan is the administrators'.
    expect(within(dialog).queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Published: buyers can subscribe'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('POST', '/subscribable/4/save')).toHaveLength(1));
    const saved = api.sent('POST', '/subscribable/4/save')[0]!.body as Record<string, unknown>;
    expect(saved).toMatchObject({ published: true, price: 999 });
    expect(saved).not.toHaveProperty('producer_id');

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw Night Club' }));
    const ask = await screen.findByRole('dialog', { name: 'Withdraw Night Club?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.sent('DELETE', '/subscribable/4')).toHaveLength(1));
  });

  it('lets the producer give one free trial across all their plans (issue 31)', async () => {
    const api = fakeFetch({
      ...routes,
      'GET /subscribable/records': { data: [plan], meta: { total: 1, found: 1 } },
      'POST /subscribable/set_trial_rule': (body) => ({ data: body }),
    });
    open(true);
    const box = await screen.findByRole('checkbox', { name: /One free trial per buyer across all my plans/ });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(api.sent('POST', '/subscribable/set_trial_rule')).toHaveLength(1));
    expect(api.sent('POST', '/subscribable/set_trial_rule')[0]!.body).toEqual({ one_trial_across_plans: true });
    await waitFor(() => expect(box).toBeChecked());
  });
});

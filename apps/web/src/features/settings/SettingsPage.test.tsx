import type { SettingsValues, SettingsView } from '@beatmarket/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { SettingsPage } from './SettingsPage';

const DEFAULTS: SettingsValues = {
  tagline: 'Default tagline',
  slogan: 'Default slogan',
  social_links: {
    facebook: 'https://facebook.com/bm',
    twitter: 'https://twitter.com/bm',
    youtube: '',
    soundcloud: '',
    instagram: '',
  },
  social_share_caption: 'Check out this beat',
  beat_profile_number_of_similar_beats: 6,
  similar_weight_sound: 60,
  similar_weight_key: 15,
  similar_weight_tempo: 10,
  similar_weight_tags: 15,
  cart_youtube_url: '',
  beat_rating_show_for: 3.5,
  show_license_dialog_every_downloads: 5,
  analytics_raw_retention_days: 0,
  producer_plans: false,
  analytics_provider: 'builtin',
  analytics_ga4_id: '',
  analytics_plausible_domain: '',
  public_menu_order: ['store', 'about', 'contact'],
  public_menu_extra: [],
};
const VIEW: SettingsView = {
  values: { ...DEFAULTS, tagline: 'Changed tagline' },
  defaults: DEFAULTS,
  menu_groups: [
    { id: 'store', label: 'Store', children: [] },
    { id: 'about', label: 'About', children: ['About Us', 'Our Clients'] },
    { id: 'contact', label: 'Contact Us', children: [] },
  ],
};

const setup = (routes: Parameters<typeof fakeFetch>[0] = {}) => {
  const server = fakeFetch({
    'GET /settings': { data: VIEW },
    'POST /settings': (body) => ({ data: { ...VIEW, values: body as SettingsValues } }),
    ...routes,
  });
  const utils = renderRoutes([{ path: '/settings', element: <SettingsPage /> }], {
    path: '/settings',
    wrap: (n) => (
      <>
        {n}
        <Toaster />
      </>
    ),
  });
  return { server, ...utils };
};
const rows = () => screen.getAllByTestId('menu-row').map((r) => within(r).getAllByText(/\S/)[1]!.textContent);
const lastPost = (server: ReturnType<typeof fakeFetch>) =>
  server.sent('POST', '/settings').at(-1)?.body as SettingsValues;

afterEach(() => vi.unstubAllGlobals());

describe('settings page', () => {
  it('saves the whole form, toasts, and refetches the boot data the header reads', async () => {
    const user = userEvent.setup();
    const { server, qc } = setup();
    const tagline = await screen.findByLabelText('Tagline');
    expect(tagline).toHaveValue('Changed tagline');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(tagline);
    await user.type(tagline, 'Brand new line');
    await user.clear(screen.getByLabelText('Similar beats'));
    await user.type(screen.getByLabelText('Similar beats'), '8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(lastPost(server)).toMatchObject({ tagline: 'Brand new line', beat_profile_number_of_similar_beats: 8 });
    // No header is mounted here to refetch it; the app's header refetches an invalidated query at once.
    expect(qc.getQueryState(['supporting-data'])?.isInvalidated).toBe(true);
  });

  it('sends an address as typed with its https:// (spec §5 URL input)', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    await user.clear(await screen.findByLabelText('Instagram'));
    await user.type(screen.getByLabelText('Instagram'), 'instagram.com/me');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.sent('POST', '/settings')).toHaveLength(1));
    expect(lastPost(server).social_links.instagram).toBe('https://instagram.com/me');
  });

  it('shows the schema errors under their fields and sends nothing', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    await user.clear(await screen.findByLabelText('Facebook'));
    await user.type(screen.getByLabelText('Facebook'), 'http://facebook.com/x');
    await user.clear(screen.getByLabelText('Rating shown from'));
    await user.type(screen.getByLabelText('Rating shown from'), '3.3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an https:// address or leave it empty')).toBeInTheDocument();
    expect(screen.getByText('Use steps of 0.5')).toBeInTheDocument();
    expect(server.sent('POST', '/settings')).toHaveLength(0);
  });

  it("puts the server's field errors beside their fields", async () => {
    const user = userEvent.setup();
    setup({
      'POST /settings': {
        status: 422,
        response_data: {
          code: 'validation_failed',
          header: 'Ooops!',
          error: 'Not a menu item: x',
          errors: [{ topic_id: 'slogan', message: 'Refused by the server' }],
        },
      },
    });
    await user.type(await screen.findByLabelText('Slogan'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Refused by the server')).toBeInTheDocument();
  });

  it('resets a field and a section to their defaults', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    await user.click(await screen.findByRole('button', { name: 'Reset Tagline to default' }));
    expect(screen.getByLabelText('Tagline')).toHaveValue('Default tagline');
    expect(screen.queryByRole('button', { name: 'Reset Tagline to default' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Similar beats'));
    await user.type(screen.getByLabelText('Similar beats'), '12');
    await user.click(screen.getByRole('button', { name: 'Reset catalog to default' }));
    expect(screen.getByLabelText('Similar beats')).toHaveValue(6);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastPost(server)).toMatchObject({ tagline: 'Default tagline' }));
  });

  it('lets producers offer membership plans, saved with the rest, and resets it to off', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    const allow = await screen.findByRole('checkbox', { name: /Producers may offer membership plans/ });
    expect(allow).not.toBeChecked();
    await user.click(allow);
    expect(screen.getByRole('button', { name: 'Reset memberships to default' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastPost(server)).toMatchObject({ producer_plans: true }));
    // Saved: the form starts again from the answer, so there is nothing left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(allow).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Reset memberships to default' }));
    expect(allow).not.toBeChecked();
  });

  it('sends events to GA4 once chosen with its measurement ID, checked before saving', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    const provider = await screen.findByLabelText('Also send events to');
    expect(screen.queryByLabelText('GA4 measurement ID')).toBeNull();
    await user.selectOptions(provider, 'ga4');
    const id = screen.getByLabelText('GA4 measurement ID');
    await user.type(id, 'UA-1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A GA4 id looks like G-XXXXXXX')).toBeInTheDocument();
    expect(server.sent('POST', '/settings')).toHaveLength(0);
    await user.clear(id);
    await user.type(id, 'G-ABC1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastPost(server)).toMatchObject({ analytics_provider: 'ga4', analytics_ga4_id: 'G-ABC1234' }),
    );
    // Plausible asks for its domain instead.
    await user.selectOptions(provider, 'plausible');
    expect(screen.queryByLabelText('GA4 measurement ID')).toBeNull();
    expect(screen.getByLabelText('Plausible site domain')).toBeInTheDocument();
  });

  // Reordering needs layout (dnd-kit measures the rows): the browser journey drags and uses the keyboard.
  it('lists the menu in its order, adds an extra item at the end and removes it', async () => {
    const user = userEvent.setup();
    const { server } = setup();
    await screen.findAllByTestId('menu-row');
    expect(rows()).toEqual(['Store', 'About', 'Contact Us']);
    await user.click(screen.getByRole('button', { name: 'Add menu item' }));
    const labels = screen.getAllByLabelText('Label');
    await user.type(labels[0]!, 'Blog');
    await user.type(screen.getByLabelText('Path or address'), '/page/blog');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.sent('POST', '/settings')).toHaveLength(1));
    const sent = lastPost(server);
    expect(sent.public_menu_extra).toEqual([{ id: expect.stringMatching(/^x-/), label: 'Blog', path: '/page/blog' }]);
    expect(sent.public_menu_order.at(-1)).toBe(sent.public_menu_extra[0]!.id);

    await user.click(await screen.findByRole('button', { name: 'Remove menu item 1' }));
    expect(screen.queryByLabelText('Label')).not.toBeInTheDocument();
    expect(rows()).toEqual(['Store', 'About', 'Contact Us']);
  });
});

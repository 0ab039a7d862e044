import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { ContentPage } from './ContentPage';

afterEach(() => vi.unstubAllGlobals());
// ProseMirror measures the selection to scroll it into view; jsdom has no layout, so no measurements.
beforeAll(() => {
  const noRects = () => [] as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Element.prototype.getClientRects ??= noRects;
  document.elementFromPoint ??= () => null;
});

const POLICY = {
  id: 'privacy',
  title: 'Privacy Policy',
  updated_at: '2026-11-20T10:00:00Z',
  content:
    '<p>Intro.</p><h2>1. What we keep</h2><ul><li><strong>Account:</strong> your name.</li><li>Orders.</li></ul>',
};
const ABOUT = {
  id: 'about-us',
  title: 'About Us',
  updated_at: '2026-11-21T10:00:00Z',
  content: '<p>We are producers. Read our <a href="id::purchase-info">purchase information</a>.</p>',
};
const route = [{ path: '/page/:slug', element: <ContentPage /> }];

describe('content pages (/page/{slug})', () => {
  it('the policy pages show the policy texts with headings, lists and when they changed', async () => {
    const api = fakeFetch({ 'GET /content/snippet/privacy': { data: POLICY } });
    renderRoutes(route, { path: '/page/privacy-policy' });
    expect(await screen.findByRole('heading', { level: 2, name: '1. What we keep' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated 11/20/2026')).toBeInTheDocument();
    expect(screen.getByRole('list').querySelectorAll('li')).toHaveLength(2);
    expect(api.sent('GET', '/content/snippet/privacy')).toHaveLength(1);
    // Visitors get no editing controls.
    expect(screen.queryByRole('button', { name: 'Edit Title' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit text/ })).not.toBeInTheDocument();
  });

  it('an id:: link opens that text snippet in the information dialog', async () => {
    fakeFetch({
      'GET /content/snippet/about-us': { data: ABOUT },
      'GET /content/snippet/purchase-info': {
        data: { id: 'purchase-info', title: 'Purchase information', content: '<p>Files arrive at once.</p>' },
      },
    });
    renderRoutes(route, { path: '/page/about-us' });
    await userEvent.click(await screen.findByRole('link', { name: 'purchase information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchase information' });
    expect(await within(dialog).findByText('Files arrive at once.')).toBeInTheDocument();
  });

  it('administrators edit the title inline: editing, saved; or cancelled', async () => {
    const api = fakeFetch({
      'GET /content/snippet/about-us': { data: ABOUT },
      'POST /text_snippet/about-us/save': (body) => ({
        data: { ...ABOUT, title: (body as { value: string }).value },
      }),
    });
    renderRoutes(route, { path: '/page/about-us', profile: profile(3) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Title' }));
    const field = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Who we are{Escape}');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(api.sent('POST', '/text_snippet/about-us/save')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Edit Title' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Title' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Who we are{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(api.sent('POST', '/text_snippet/about-us/save')[0]!.body).toEqual({ field: 'title', value: 'Who we are' });
  });

  it('administrators edit the text in the rich-text editor and restore an earlier version', async () => {
    const api = fakeFetch({
      'GET /content/snippet/about-us': { data: ABOUT },
      'POST /text_snippet/about-us/save': { data: ABOUT },
      'POST /text_snippet/about-us/versions': {
        data: [
          {
            id: 9,
            title: 'About Us',
            content: '<p>New.</p>',
            created_by: 1,
            created_by_name: 'Ada Admin',
            created_at: '2026-11-22T10:00:00Z',
          },
          {
            id: 8,
            title: 'About Us',
            content: '<p>Old text.</p>',
            created_by: null,
            created_by_name: null,
            created_at: '2026-11-20T10:00:00Z',
          },
        ],
      },
      'POST /text_snippet/about-us/restore_version': { data: ABOUT },
    });
    renderRoutes(route, { path: '/page/about-us', profile: profile(3) });
    await userEvent.click(await screen.findByRole('button', { name: /Edit text/ }));
    const editor = await screen.findByRole('textbox', { name: 'About Us text' }, { timeout: 5000 });
    await userEvent.click(editor);
    await userEvent.keyboard(' More.');
    await userEvent.click(screen.getByRole('button', { name: 'Save text' }));
    await waitFor(() => expect(api.sent('POST', '/text_snippet/about-us/save')).toHaveLength(1));
    expect((api.sent('POST', '/text_snippet/about-us/save')[0]!.body as { field: string }).field).toBe('content');

    await userEvent.click(screen.getByRole('button', { name: /History/ }));
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Original text/ }));
    expect(within(dialog).getByText('Old text.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    await waitFor(() =>
      expect(api.sent('POST', '/text_snippet/about-us/restore_version')[0]?.body).toEqual({ version_id: 8 }),
    );
    // The editor is a lazy chunk of its own: slow to load on a busy machine.
  }, 20_000);
});

describe('premium-membership inquiry', () => {
  it('a #premium-inquiry link opens the premium-users text above a contact form', async () => {
    fakeFetch({
      'GET /content/snippet/store': {
        data: { ...ABOUT, id: 'store', title: 'Store', content: '<p><a href="#premium-inquiry">Ask us</a></p>' },
      },
      'GET /content/snippet/premium-users': {
        data: { id: 'premium-users', title: 'Premium membership', content: '<p>Untagged MP3s for members.</p>' },
      },
    });
    renderRoutes(route, { path: '/page/store' });
    await userEvent.click(await screen.findByRole('link', { name: 'Ask us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Premium membership' }, { timeout: 5000 });
    expect(await within(dialog).findByText('Untagged MP3s for members.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('About your music')).toBeInTheDocument();
  });

  it('a text that fails to load leaves the dialog without it (spec §8); the form is still there', async () => {
    fakeFetch({
      'GET /content/snippet/store': {
        data: { ...ABOUT, id: 'store', title: 'Store', content: '<p><a href="#premium-inquiry">Ask us</a></p>' },
      },
      'GET /content/snippet/premium-users': { status: 500 },
    });
    renderRoutes(route, { path: '/page/store' });
    await userEvent.click(await screen.findByRole('link', { name: 'Ask us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Premium membership' }, { timeout: 5000 });
    expect(within(dialog).getByLabelText('About your music')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });
});

describe('the custom beats page (decision 0088)', () => {
  it('the custom beats page keeps its editable text and adds the custom-beat request under it', async () => {
    fakeFetch({
      'GET /content/snippet/custom-beats': {
        data: { id: 'custom-beats', title: 'Custom Beats', updated_at: null, content: '<p>Made for you.</p>' },
      },
      'GET /service-offers': { data: [] },
    });
    renderRoutes(route, { path: '/page/custom-beats' });
    expect(await screen.findByText('Made for you.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Request: Custom beat' })).toBeInTheDocument();
  });
});

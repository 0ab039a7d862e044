import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../test/fake-fetch';
import { profile, renderRoutes } from '../test/render';
import { LicensingInfoDialog } from './LicensingInfoDialog';

afterEach(() => vi.unstubAllGlobals());
// ProseMirror measures the selection to scroll it into view; jsdom has no layout, so no measurements.
beforeAll(() => {
  const noRects = () => [] as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Element.prototype.getClientRects ??= noRects;
  document.elementFromPoint ??= () => null;
});

const PURCHASE = { id: 'purchase-info', title: 'Purchase information', content: '<p>Files arrive at once.</p>' };
const YOUTUBE = { id: 'youtube-policy', title: 'YouTube policy', content: '<p>Monetise within your licence.</p>' };
const texts = {
  'GET /text_snippet/records': { data: [] },
  'GET /content/snippet/purchase-info': { data: PURCHASE },
  'GET /content/snippet/youtube-policy': { data: YOUTUBE },
};
// The dialog's panels read the list endpoint per id; the fake answers by the filter in the address.
function stubTexts(extra: Record<string, unknown> = {}) {
  const api = fakeFetch({ ...texts, ...extra } as never);
  const fake = api.fn.getMockImplementation()!;
  api.fn.mockImplementation(async (url: string, init?: RequestInit) => {
    const id = /filter=([^&]+)/.exec(url)?.[1];
    if (url.includes('/text_snippet/records') && id) {
      const wanted = (JSON.parse(decodeURIComponent(id)) as { id: string[] }).id[0];
      const row = [PURCHASE, YOUTUBE].find((t) => t.id === wanted);
      return new Response(JSON.stringify({ data: row ? [row] : [], meta: {} }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    return fake(url, init);
  });
  return api;
}
const render = (who: ReturnType<typeof profile> | null) =>
  renderRoutes([{ path: '/', element: <LicensingInfoDialog mode={1} onClose={() => {}} /> }], { profile: who });

describe('licensing information dialog', () => {
  it('visitors see a tab only for a policy with text, and no editing controls', async () => {
    stubTexts();
    render(null);
    const dialog = await screen.findByRole('dialog', { name: 'Licensing information' });
    expect(await within(dialog).findByText('Files arrive at once.')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Purchase info', 'YouTube policy']);
    expect(within(dialog).queryByRole('button', { name: /Edit text/ })).toBeNull();
  });

  it('administrators see every tab (an empty one to write) and edit a policy in place', async () => {
    const api = stubTexts({ 'POST /text_snippet/purchase-info/save': { data: PURCHASE } });
    render(profile(3));
    const dialog = await screen.findByRole('dialog', { name: 'Licensing information' });
    await waitFor(() => expect(within(dialog).getAllByRole('tab')).toHaveLength(3));
    await userEvent.click(await within(dialog).findByRole('button', { name: /Edit text/ }));
    const editor = await screen.findByRole('textbox', { name: 'Purchase information text' }, { timeout: 5000 });
    await userEvent.click(editor);
    await userEvent.keyboard(' Always.');
    await userEvent.click(screen.getByRole('button', { name: 'Save text' }));
    await waitFor(() => expect(api.sent('POST', '/text_snippet/purchase-info/save')).toHaveLength(1));
    expect(api.sent('POST', '/text_snippet/purchase-info/save')[0]!.body).toMatchObject({ field: 'content' });
    expect(within(dialog).getByRole('button', { name: /History/ })).toBeInTheDocument();
  });
});

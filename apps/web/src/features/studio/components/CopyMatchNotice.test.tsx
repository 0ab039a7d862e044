import { screen } from '@testing-library/react';
import type { CopyMatchView } from '@beatmarket/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { CopyMatchNotice } from './CopyMatchNotice';

afterEach(() => vi.unstubAllGlobals());

const match: CopyMatchView = {
  beat_id: 9,
  state: 'held',
  slug: 'totally-mine',
  title: 'Totally Mine',
  producer_name: 'Dana Lee',
  demo_url: null,
  original_id: 4,
  original_slug: 'original-flame',
  original_title: 'Original Flame',
  original_producer_name: 'Marcus Reed',
  original_demo_url: null,
  bit_error_rate: 0.1,
  offset_seconds: 0,
  created_at: '2026-12-07T18:00:00Z',
  decided_at: null,
};

describe("the editor's copy notice (issue 37 §4)", () => {
  it('tells the owner a held upload awaits an administrator, linking the original', async () => {
    fakeFetch({ 'GET /beat/9/copy-match': () => ({ data: match }) });
    renderRoutes([{ path: '/', element: <CopyMatchNotice beatId={9} /> }], { profile: profile(2) });
    expect(await screen.findByText(/Held for review/)).toBeVisible();
    expect(screen.getByText(/Possible copy of Original Flame by Marcus Reed/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Original Flame' })).toHaveAttribute('href', '/beats/original-flame');
  });

  it("warns about the producer's own re-upload without holding it", async () => {
    fakeFetch({ 'GET /beat/9/copy-match': () => ({ data: { ...match, state: 'warning' } }) });
    renderRoutes([{ path: '/', element: <CopyMatchNotice beatId={9} /> }], { profile: profile(2) });
    expect(await screen.findByText(/matches your earlier beat/)).toBeVisible();
    expect(screen.queryByText(/Held for review/)).toBeNull();
  });
});

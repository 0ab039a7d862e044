import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CopyMatchView } from '@beatmarket/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import { CopyReviewsPage } from './CopyReviewsPage';

afterEach(() => vi.unstubAllGlobals());

const held: CopyMatchView = {
  beat_id: 9,
  state: 'held',
  slug: 'totally-mine',
  title: 'Totally Mine',
  producer_name: 'Dana Lee',
  demo_url: '/media/public/previews/9.mp3',
  original_id: 4,
  original_slug: 'original-flame',
  original_title: 'Original Flame',
  original_producer_name: 'Marcus Reed',
  original_demo_url: '/media/public/previews/4.mp3',
  bit_error_rate: 0.12,
  offset_seconds: 2.1,
  created_at: '2026-12-07T18:00:00Z',
  decided_at: null,
};

describe('copy reviews (issue 37 §4)', () => {
  it('plays both audios, links the original, and clears the upload', async () => {
    let queue = [held];
    const api = fakeFetch({
      'GET /copy-reviews': () => ({ data: queue }),
      'POST /copy-reviews/9/verdict': () => {
        queue = [];
        return { data: { ...held, state: 'cleared' } };
      },
    });
    renderRoutes([{ path: '/', element: <CopyReviewsPage /> }], { profile: profile(4) });
    expect(
      await screen.findByRole('heading', { name: 'Possible copy of Original Flame by Marcus Reed' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Original Flame' })).toHaveAttribute('href', '/beats/original-flame/edit');
    expect(screen.getByLabelText('Preview of Original Flame')).toHaveAttribute('src', held.original_demo_url);
    expect(screen.getByLabelText('Preview of Totally Mine')).toHaveAttribute('src', held.demo_url);
    await userEvent.click(screen.getByRole('button', { name: 'Clear: allow publishing' }));
    await waitFor(() => expect(api.sent('POST', '/copy-reviews/9/verdict')).toHaveLength(1));
    expect(await screen.findByText('No upload is held')).toBeInTheDocument();
  });
});

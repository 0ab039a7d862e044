import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../test/render';
import type { Beat } from '../../../lib/beat';
import { BeatPage } from './BeatPage';

vi.mock('./SimilarBeats', () => ({ SimilarBeats: () => null }));
vi.mock('./Comments', () => ({ Comments: () => null }));
afterEach(() => vi.unstubAllGlobals());

const beat = (canEdit: boolean) =>
  ({
    id: 41,
    slug: 'neon-nights-pt-2',
    family: 'beat',
    beatType: 'plain',
    title: 'Neon Nights Pt. 2',
    title_main: 'Neon Nights',
    title_decoration: '',
    title_part: 'Pt. 2',
    full_title: 'Neon Nights Pt. 2',
    image_url: null,
    demo_url: null,
    demo_filename: null,
    waveform_url: null,
    duration: null,
    media_state: 'ready',
    media_error: null,
    bpm_detected: null,
    key_detected: null,
    publish_requested_at: null,
    price: 0,
    price_from: 2999,
    available: true,
    sold: false,
    purchasable: true,
    trackouts_available: true,
    published_at: '2026-11-01T00:00:00Z',
    feature_position: null,
    avg_rating: null,
    rating_count: 0,
    comment_count: 0,
    bpm: 90,
    musical_key: null,
    description: '',
    samples: false,
    sample_declaration: null,
    // The order JSON.parse gives an answer's tags: `808`, integer-like, before the rest.
    tags_object: {
      '808': { name: '808', group: 'instruments', hash: '#808' },
      trap: { name: 'Trap', group: 'genre', hash: '#trap' },
      dark: { name: 'Dark', group: 'mood', hash: '#dark' },
    },
    producer_id: 3,
    producer_name: 'Lena Cruz',
    producer_nickname: 'lenacruz',
    producer_identifier: 'cruzcontrol',
    coproducer_id: null,
    coproducer_name: null,
    coproducer_nickname: null,
    token: null,
    premium_download_data: null,
    _favored: false,
    _rating: null,
    _can_edit: canEdit,
    sales: 0,
    plays: 0,
    favorites: 0,
    _top_rank: null,
    deleted_at: null,
    created_at: '2026-01-02T10:00:00.000Z',
  }) satisfies Beat;

const open = (canEdit: boolean) => {
  fakeFetch({ 'GET /beat/records': { data: [beat(canEdit)] } });
  return renderRoutes([{ path: '/beats/:slug', element: <BeatPage family="beat" /> }], {
    path: '/beats/neon-nights-pt-2',
    profile: profile(2),
  });
};

describe('beat page', () => {
  it('names the tab after the beat and links its owner or an administrator to the editor', async () => {
    open(true);
    const edit = await screen.findByRole('link', { name: 'Edit' });
    expect(edit).toHaveAttribute('href', '/beats/neon-nights-pt-2/edit');
    await waitFor(() => expect(document.title).toBe('Neon Nights Pt. 2 · Beatmarket'));
  });

  it('shows no Edit link to anyone else', async () => {
    open(false);
    expect(await screen.findByRole('heading', { name: 'Neon Nights' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('lists the tags by group, the genre first, whatever order their keys come in', async () => {
    open(false);
    const tags = within(await screen.findByRole('list', { name: 'Tags' })).getAllByRole('link');
    expect(tags.map((t) => t.textContent)).toEqual(['#Trap', '#808', '#Dark']);
  });
});

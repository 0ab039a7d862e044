import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../../test/render';
import type { StudioBeat } from '../../api/use-studio-beat';
import { SamplesPanel } from './SamplesPanel';

afterEach(() => vi.unstubAllGlobals());

const beat = { id: 12, slug: 'night-shift', family: 'beat', sample_declaration: null } as unknown as StudioBeat;
const show = (b: StudioBeat = beat) =>
  renderRoutes([{ path: '/', element: <SamplesPanel beat={b} /> }], { profile: profile(2) });
const REFUSED = /^This beat cannot be registered with Content ID: it uses a royalty-free pack sample/;

describe('the sample declaration form (issue 35 §4)', () => {
  it('asks for the pack name, and refuses Content ID for a royalty-free pack sample before sending', async () => {
    const api = fakeFetch({ 'POST /beat/12/save': (body) => ({ data: { ...beat, ...(body as object) } }) });
    show();
    expect(screen.getByText('Not declared yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'This beat uses samples' }));
    await userEvent.selectOptions(screen.getByLabelText('Sample 1 source'), 'royalty_free');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Registered with Content ID' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the declaration' }));
    expect(await screen.findByText('Name the sample pack')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(REFUSED);
    expect(api.sent('POST', '/beat/12/save')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Sample 1 pack name'), 'Dusty Loops');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Registered with Content ID' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the declaration' }));
    await waitFor(() =>
      expect(api.sent('POST', '/beat/12/save').map((c) => c.body)).toEqual([
        {
          sample_declaration: {
            uses_samples: true,
            samples: [{ source: 'royalty_free', description: '', pack: 'Dusty Loops', licence: '' }],
            content_id: false,
          },
        },
      ]),
    );
  });

  it('puts the server’s refusal under its field', async () => {
    fakeFetch({
      'POST /beat/12/save': fieldError(
        422,
        'validation_failed',
        'Ooops!',
        'This beat uses an uncleared sample, so it cannot be sold with an exclusive licence.',
        'sample_declaration',
      ),
    });
    show({ ...beat, sample_declaration: { uses_samples: false, samples: [], content_id: false } } as StudioBeat);
    expect(screen.queryByText('Not declared yet')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'This beat uses samples' }));
    await userEvent.selectOptions(screen.getByLabelText('Sample 1 source'), 'uncleared');
    await userEvent.click(screen.getByRole('button', { name: 'Save the declaration' }));
    expect(await screen.findByText(/cannot be sold with an exclusive licence/)).toBeInTheDocument();
  });

  it('drops the list when the beat no longer uses samples', async () => {
    const api = fakeFetch({ 'POST /beat/12/save': (body) => ({ data: { ...beat, ...(body as object) } }) });
    show();
    const uses = screen.getByRole('checkbox', { name: 'This beat uses samples' });
    await userEvent.click(uses);
    expect(screen.getByLabelText('Sample 1 source')).toBeInTheDocument();
    await userEvent.click(uses);
    expect(screen.queryByLabelText('Sample 1 source')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save the declaration' }));
    await waitFor(() =>
      expect(api.sent('POST', '/beat/12/save').map((c) => c.body)).toEqual([
        { sample_declaration: { uses_samples: false, samples: [], content_id: false } },
      ]),
    );
  });
});

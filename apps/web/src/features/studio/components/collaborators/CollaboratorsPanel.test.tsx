import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../../../test/fake-fetch';
import { profile, renderRoutes } from '../../../../test/render';
import type { StudioBeat } from '../../api/use-studio-beat';
import { CollaboratorsPanel } from './CollaboratorsPanel';

afterEach(() => vi.unstubAllGlobals());

// The viewer (profile id 7) is the beat's producer.
const beat = { id: 12, producer_id: 7, coproducer_id: null, family: 'beat' } as unknown as StudioBeat;
const none = { data: { beat_id: 12, producer_percent: 100, collaborators: [] } };
const show = (role = 2, over: Partial<StudioBeat> = {}) =>
  renderRoutes([{ path: '/', element: <CollaboratorsPanel beat={{ ...beat, ...over }} /> }], {
    profile: profile(role),
  });

describe('the collaborators field (issue 35 §5)', () => {
  it('adds two collaborators, shows the producer’s share and saves the list', async () => {
    const api = fakeFetch({
      'GET /beat/12/collaborators': () => none,
      'POST /beat/12/collaborators': () => ({
        data: {
          beat_id: 12,
          producer_percent: 50,
          collaborators: [
            { user_id: 3, name: 'MixWiz', account: 'MixWiz', percent: 30 },
            { user_id: 4, name: 'Nova Beats', account: '#4', percent: 20 },
          ],
        },
      }),
    });
    show();
    expect(await screen.findByText('Producer’s share: 100%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a collaborator' }));
    await userEvent.type(screen.getByLabelText('Collaborator 1 username or e-mail'), 'mixwiz');
    await userEvent.clear(screen.getByLabelText('Collaborator 1 share (%)'));
    await userEvent.type(screen.getByLabelText('Collaborator 1 share (%)'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Add a collaborator' }));
    await userEvent.type(screen.getByLabelText('Collaborator 2 username or e-mail'), 'nova@example.com');
    await userEvent.clear(screen.getByLabelText('Collaborator 2 share (%)'));
    await userEvent.type(screen.getByLabelText('Collaborator 2 share (%)'), '20');
    expect(screen.getByText('Producer’s share: 50%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save the split' }));
    await waitFor(() =>
      expect(api.sent('POST', '/beat/12/collaborators').map((c) => c.body)).toEqual([
        {
          collaborators: [
            { account: 'mixwiz', percent: 30 },
            { account: 'nova@example.com', percent: 20 },
          ],
        },
      ]),
    );
    expect(await screen.findByText('Split saved')).toBeInTheDocument();
    expect(screen.getByLabelText('Collaborator 2 username or e-mail')).toHaveValue('#4');
  });

  it('refuses shares that leave the producer nothing before sending, and shows the server’s field errors', async () => {
    const api = fakeFetch({
      'GET /beat/12/collaborators': () => none,
      'POST /beat/12/collaborators': fieldError(
        422,
        'validation_failed',
        'Ooops!',
        'No account with this username or e-mail address',
        'collaborators.0.account',
      ),
    });
    show();
    await screen.findByText('Producer’s share: 100%');
    await userEvent.click(screen.getByRole('button', { name: 'Add a collaborator' }));
    await userEvent.type(screen.getByLabelText('Collaborator 1 username or e-mail'), 'ghost');
    await userEvent.clear(screen.getByLabelText('Collaborator 1 share (%)'));
    await userEvent.type(screen.getByLabelText('Collaborator 1 share (%)'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Save the split' }));
    expect(await screen.findByText('At most 99%')).toBeInTheDocument();
    expect(api.sent('POST', '/beat/12/collaborators')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Collaborator 1 share (%)'));
    await userEvent.type(screen.getByLabelText('Collaborator 1 share (%)'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save the split' }));
    expect(await screen.findByText('No account with this username or e-mail address')).toBeInTheDocument();
  });

  it('lets a coproducer read the split without changing it', async () => {
    fakeFetch({
      'GET /beat/12/collaborators': () => ({
        data: {
          beat_id: 12,
          producer_percent: 50,
          collaborators: [{ user_id: 7, name: 'Jay', account: '#7', percent: 50 }],
        },
      }),
    });
    show(2, { producer_id: 5, coproducer_id: 7 } as Partial<StudioBeat>);
    expect(await screen.findByText('Producer’s share: 50%')).toBeInTheDocument();
    expect(screen.getByLabelText('Collaborator 1 username or e-mail')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save the split' })).toBeNull();
  });
});

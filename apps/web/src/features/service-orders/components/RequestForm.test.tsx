import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../../../test/fake-fetch';
import { fakeStorage } from '../../../test/fake-storage';
import { profile, renderRoutes } from '../../../test/render';
import { AuthDialog } from '../../auth/components/AuthDialog';
import { RequestServiceButton } from './RequestServiceButton';
import { serviceOrder, uploadSlot } from './test-data';

afterEach(() => vi.unstubAllGlobals());

const producers = [
  { id: 5, name: 'Maya' },
  { id: 6, name: 'Theo' },
];
const render = (element: React.ReactNode, role: number | null = 1) =>
  renderRoutes(
    [
      { path: '/', element },
      { path: '/service-order/:id', element: <p>Thread page</p> },
    ],
    { profile: role === null ? null : profile(role) },
  );

describe('a service request', () => {
  it('asks a visitor to log in first, and opens no brief', async () => {
    const api = fakeFetch({});
    render(
      <>
        <RequestServiceButton offer={{ kind: 'mix_master', service_id: 3 }} of="Mix and master" />
        <AuthDialog />
      </>,
      null,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Request: Mix and master' }));
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.queryByLabelText('What do you need?')).toBeNull();
    expect(api.sent('POST', '/service-orders')).toHaveLength(0);
  });

  it('a custom beat: the shared schema refuses a brief without notes or producer, then sends it and opens the thread', async () => {
    const api = fakeFetch({
      'GET /user/producers': { data: producers },
      'POST /service-orders': { data: serviceOrder({ id: 44 }) },
    });
    render(
      <RequestServiceButton offer={{ kind: 'custom_beat', producer_id: undefined }} label="Request a custom beat" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Request: Custom beat' }));
    await userEvent.type(screen.getByLabelText('Tempo (BPM)'), 'fast');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Tell the seller what you need')).toBeInTheDocument();
    expect(screen.getByText('Pick a producer')).toBeInTheDocument();
    expect(screen.getByText('Enter a number')).toBeInTheDocument();
    expect(api.sent('POST', '/service-orders')).toHaveLength(0);

    await userEvent.selectOptions(await screen.findByLabelText('Producer'), 'Theo');
    await userEvent.clear(screen.getByLabelText('Tempo (BPM)'));
    await userEvent.type(screen.getByLabelText('Tempo (BPM)'), '92');
    await userEvent.type(screen.getByLabelText('What do you need?'), 'A dark trap beat');
    await userEvent.type(screen.getByLabelText('Reference links (one per line, optional)'), 'https://a.example/1');
    await userEvent.type(screen.getByLabelText('Key'), 'A minor');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Thread page')).toBeInTheDocument();
    expect(api.sent('POST', '/service-orders')[0]!.body).toEqual({
      kind: 'custom_beat',
      producer_id: 6,
      references: ['https://a.example/1'],
      tempo: 92,
      key: 'A minor',
      mood: '',
      deadline: null,
      notes: 'A dark trap beat',
      file_tokens: [],
    });
  });

  it('uploads the files as service_brief and sends their tokens; a server error lands under its field', async () => {
    let tries = 0;
    const api = fakeFetch({
      'POST /uploads': { data: uploadSlot },
      [`POST /uploads/${uploadSlot.id}/complete`]: { data: { file_token: 'tok-1' } },
      'POST /service-orders': () =>
        ++tries === 1
          ? fieldError(422, 'validation_failed', 'Invalid', 'The mood is not allowed', 'mood')
          : { data: serviceOrder({ id: 45 }) },
    });
    fakeStorage(204);
    render(<RequestServiceButton offer={{ kind: 'feature', feature_item_id: 8 }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Request: Artist feature' }));
    await userEvent.type(screen.getByLabelText('What do you need?'), 'Verse two');
    await userEvent.upload(screen.getByLabelText('Files'), new File(['x'], 'song.wav', { type: 'audio/wav' }));
    expect(screen.getByText('song.wav')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('The mood is not allowed')).toBeInTheDocument();
    expect(api.sent('POST', '/uploads')[0]!.body).toMatchObject({ purpose: 'service_brief', filename: 'song.wav' });
    expect(api.sent('POST', '/service-orders')[0]!.body).toMatchObject({
      kind: 'feature',
      feature_item_id: 8,
      file_tokens: ['tok-1'],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.getByText('Thread page')).toBeInTheDocument());
  });
});

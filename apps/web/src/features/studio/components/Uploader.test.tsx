import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';
import { fakeStorage } from '../../../test/fake-storage';
import { profile, renderRoutes } from '../../../test/render';
import { Uploader } from './Uploader';

afterEach(() => vi.unstubAllGlobals());

const slot = {
  id: 'a'.repeat(24),
  action: '/storage/upload',
  fields: { key: 'incoming/master/1/x.wav', policy: 'p' },
  max_size: 1000,
};
const wav = () =>
  new File([new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4, 87, 65, 86, 69])], 'take.wav', { type: 'audio/wav' });

function renderUploader(onDone = vi.fn()) {
  renderRoutes(
    [
      {
        path: '/',
        element: <Uploader target={{ purpose: 'master', beatId: 4 }} label="Upload the master" onDone={onDone} />,
      },
    ],
    { profile: profile(2) },
  );
  return onDone;
}

describe('the uploader (spec §7, §8)', () => {
  it('sends the slot fields then the file, shows progress, completes, and hands back the result', async () => {
    const api = fakeFetch({
      'POST /uploads': { data: slot },
      [`POST /uploads/${slot.id}/complete`]: { data: { beat: { id: 4 } } },
    });
    const sent = fakeStorage(204);
    const onDone = renderUploader();
    await userEvent.upload(screen.getByLabelText('Upload the master'), wav());
    // The bar shows 0 first; under load the first find can land before the progress event.
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Uploading take.wav' })).toHaveAttribute('aria-valuenow', '50'),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ beat: { id: 4 } }));
    expect(api.sent('POST', '/uploads')[0]!.body).toEqual({
      purpose: 'master',
      beat_id: 4,
      filename: 'take.wav',
      size: 12,
      content_type: 'audio/wav',
    });
    expect([...sent[0]!.keys()]).toEqual(['key', 'policy', 'file']);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a wrong type before sending anything, in a dismissible error', async () => {
    const api = fakeFetch({});
    renderUploader();
    await userEvent.upload(
      screen.getByLabelText('Upload the master'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      { applyAccept: false },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Storage Error');
    expect(alert).toHaveTextContent('This file type is not accepted here');
    expect(api.calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss Storage Error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Storage Error' when no slot can be had", async () => {
    fakeFetch({ 'POST /uploads': { status: 500 } });
    renderUploader();
    await userEvent.upload(screen.getByLabelText('Upload the master'), wav());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Storage ErrorSorry, that upload could not be completed.',
    );
  });

  it("says 'Upload Error (1)' for storage's XML refusal, with its message", async () => {
    fakeFetch({ 'POST /uploads': { data: slot } });
    fakeStorage(403, '<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Policy expired.</Message></Error>');
    renderUploader();
    await userEvent.upload(screen.getByLabelText('Upload the master'), wav());
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload Error (1)Policy expired.');
  });

  it("says 'Upload Error (2)' for any other failure", async () => {
    const api = fakeFetch({ 'POST /uploads': { data: slot } });
    fakeStorage(502, 'Bad gateway');
    renderUploader();
    await userEvent.upload(screen.getByLabelText('Upload the master'), wav());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Upload Error (2)Sorry, that upload could not be completed.',
    );
    expect(api.sent('POST', `/uploads/${slot.id}/complete`)).toHaveLength(0);
  });
});

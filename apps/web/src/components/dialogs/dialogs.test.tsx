import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useConfirm, usePrompt } from './context';
import { DialogsProvider } from './DialogsProvider';
import { DialogView } from './DialogView';

function Asker() {
  const confirm = useConfirm();
  const prompt = usePrompt();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        onClick={async () =>
          setAnswer(
            String(
              await confirm({ title: 'Delete it?', message: 'Gone for good.', confirmLabel: 'Delete', danger: true }),
            ),
          )
        }
      >
        ask
      </button>
      <button
        onClick={async () =>
          setAnswer(
            String(
              await prompt({
                title: 'Rename',
                label: 'Name',
                initialValue: 'Old',
                schema: z.string().trim().min(3, 'At least 3 characters'),
              }),
            ),
          )
        }
      >
        name
      </button>
      <output>{answer}</output>
    </>
  );
}

const setup = () => {
  render(
    <DialogsProvider view={DialogView}>
      <Asker />
    </DialogsProvider>,
  );
  return userEvent.setup();
};

describe('useConfirm / usePrompt', () => {
  it('resolves true on the confirm button and false on Cancel or Escape', async () => {
    const user = setup();
    await user.click(screen.getByText('ask'));
    expect(screen.getByRole('dialog', { name: 'Delete it?' })).toHaveTextContent('Gone for good.');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('bg-red-600/90');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('true'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByText('ask'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('false'));

    await user.click(screen.getByText('ask'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('false');
  });

  it('prompt validates with the schema, then resolves the parsed value; cancel gives null', async () => {
    const user = setup();
    await user.click(screen.getByText('name'));
    const input = screen.getByLabelText('Name');
    expect(input).toHaveValue('Old');
    await user.clear(input);
    await user.type(input, 'ab');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('At least 3 characters')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, 'c  {Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('abc'));

    await user.click(screen.getByText('name'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('null'));
  });

  it('as the app mounts it, loads its dialog on the first request (not with the page)', async () => {
    render(
      <DialogsProvider>
        <Asker />
      </DialogsProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByText('ask'));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('true'));
  });

  it('hands focus where returnFocus says once the dialog has closed', async () => {
    function Focuser() {
      const prompt = usePrompt();
      return (
        <>
          <button
            onClick={() =>
              void prompt({ title: 'Away', label: 'Text', returnFocus: () => screen.getByLabelText('target').focus() })
            }
          >
            away
          </button>
          <input aria-label="target" />
        </>
      );
    }
    render(
      <DialogsProvider view={DialogView}>
        <Focuser />
      </DialogsProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByText('away'));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByLabelText('target')).toHaveFocus());
  });
});

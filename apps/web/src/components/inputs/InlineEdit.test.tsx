import { postItBody } from '@beatmarket/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { InlineEdit } from './InlineEdit';

function Editable({ save, multiline }: { save(next: string): Promise<unknown>; multiline?: boolean }) {
  const [value, setValue] = useState('Call back on Monday');
  return (
    <InlineEdit
      label="Note"
      value={value}
      multiline={multiline}
      schema={postItBody}
      onSave={async (next) => {
        await save(next);
        setValue(next);
      }}
    />
  );
}
const state = (container: HTMLElement) => container.firstElementChild!.getAttribute('data-state');

describe('InlineEdit (spec §4: read-only, editing, saved, cancelled)', () => {
  it('edits in place and saves with Enter', async () => {
    const user = userEvent.setup();
    const save = vi.fn().mockResolvedValue(undefined);
    const { container } = render(<Editable save={save} />);
    expect(state(container)).toBe('read');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Note' }));
    expect(state(container)).toBe('editing');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    await user.clear(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), 'Called, paid{Enter}');
    expect(save).toHaveBeenCalledWith('Called, paid');
    expect(state(container)).toBe('saved');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByText('Called, paid')).toBeInTheDocument();
  });

  it('cancels with Escape or the cross, keeping the value', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    const { container } = render(<Editable save={save} />);
    await user.click(screen.getByText('Call back on Monday'));
    await user.type(screen.getByRole('textbox'), ' and Tuesday{Escape}');
    expect(state(container)).toBe('cancelled');
    expect(screen.getByText('Call back on Monday')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Note' }));
    expect(screen.getByRole('textbox')).toHaveValue('Call back on Monday');
    await user.type(screen.getByRole('textbox'), '!');
    await user.click(screen.getByRole('button', { name: 'Cancel editing' }));
    expect(state(container)).toBe('cancelled');
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the old value and the draft when the save fails, and shows why', async () => {
    const user = userEvent.setup();
    const save = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(422, { error: 'Too long', errors: [{ topic_id: 'body', message: 'At most 2000 characters' }] }),
      )
      .mockResolvedValueOnce(undefined);
    const { container } = render(<Editable save={save} multiline />);
    await user.click(screen.getByRole('button', { name: 'Edit Note' }));
    await user.type(screen.getByRole('textbox'), '{Shift>}{Enter}{/Shift}second line');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(screen.getByRole('alert')).toHaveTextContent('At most 2000 characters');
    expect(state(container)).toBe('editing');
    expect(screen.getByRole('textbox')).toHaveValue('Call back on Monday\nsecond line');
    await user.keyboard('{Escape}');
    expect(screen.getByText('Call back on Monday')).toBeInTheDocument();
  });

  it('checks the draft with the shared schema before asking the server', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    render(<Editable save={save} />);
    await user.click(screen.getByRole('button', { name: 'Edit Note' }));
    await user.clear(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Write something on the note');
    expect(save).not.toHaveBeenCalled();
  });
});

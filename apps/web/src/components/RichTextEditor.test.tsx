import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DialogsProvider } from './dialogs/DialogsProvider';
import { DialogView } from './dialogs/DialogView';
import { RichTextEditor, type RichTextEditorHandle } from './RichTextEditor';

// ProseMirror measures the selection to scroll it into view; jsdom has no layout, so no measurements.
beforeAll(() => {
  const noRects = () => [] as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Element.prototype.getClientRects ??= noRects;
  document.elementFromPoint ??= () => null;
});

const renderEditor = (props: Partial<Parameters<typeof RichTextEditor>[0]> = {}) => {
  const onChange = vi.fn();
  const ref = createRef<RichTextEditorHandle>();
  render(
    <DialogsProvider view={DialogView}>
      <RichTextEditor label="Body" value="<p>Hello</p>" onChange={onChange} ref={ref} {...props} />
    </DialogsProvider>,
  );
  return { onChange, ref };
};

describe('RichTextEditor', () => {
  it('offers headings up to level 3 and a quote; the simplified editor has neither', () => {
    const { unmount } = render(
      <DialogsProvider view={DialogView}>
        <RichTextEditor label="Body" value="" onChange={() => {}} />
      </DialogsProvider>,
    );
    const names = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
    ]);
    unmount();
    render(
      <DialogsProvider view={DialogView}>
        <RichTextEditor label="Note" value="" onChange={() => {}} simplified />
      </DialogsProvider>,
    );
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Bulleted list',
      'Numbered list',
      'Link',
    ]);
  });

  it('sizes the writing area per spec §9 (sm 2rem, md 3.5rem, lg 7rem)', () => {
    renderEditor({ size: 'lg' });
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveClass('min-h-28');
  });

  it('types an inserted variable into the text and reports the HTML', async () => {
    const { onChange, ref } = renderEditor();
    ref.current!.insertText('{{name}}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('{{name}}')));
  });

  it('links over https:// by default in a new tab; an empty address removes the link', async () => {
    const user = userEvent.setup();
    const { onChange } = renderEditor({ value: '<p>Shop</p>' });
    const box = screen.getByRole('textbox', { name: 'Body' });
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = await screen.findByLabelText('Address');
    expect(address).toHaveValue('https://');
    await user.clear(address);
    await user.type(address, 'beatmarket.test/shop');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '<p><a target="_blank" rel="noopener noreferrer" href="https://beatmarket.test/shop">Shop</a></p>',
      ),
    );
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const again = await screen.findByLabelText('Address');
    expect(again).toHaveValue('https://beatmarket.test/shop');
    await user.clear(again);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Shop</p>'));
  });
});

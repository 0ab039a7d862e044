import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeFetch, fieldError } from '../test/fake-fetch';
import { fakeStorage } from '../test/fake-storage';
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

afterEach(() => vi.unstubAllGlobals());

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

  it.each([
    ['sm', 'min-h-8'],
    ['md', 'min-h-14'],
    ['lg', 'min-h-28'],
  ] as const)('sizes the writing area per spec §9 (sm 2rem, md 3.5rem, lg 7rem): %s', (size, height) => {
    renderEditor({ size });
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveClass(height);
  });

  it('keeps id:: links (the information dialog) and other schemes as typed', async () => {
    const user = userEvent.setup();
    const { onChange } = renderEditor({ value: '<p>Terms</p>' });
    await user.click(screen.getByRole('textbox', { name: 'Body' }));
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = await screen.findByLabelText('Address');
    await user.clear(address);
    await user.type(address, 'id::purchase-info');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('href="id::purchase-info"')));
  });

  it('embeds a YouTube video at 16:9 on the privacy-enhanced host; only with media, and only YouTube', async () => {
    const user = userEvent.setup();
    const { onChange } = renderEditor({ value: '<p>Watch</p>', media: true });
    await user.click(screen.getByRole('textbox', { name: 'Body' }));
    await user.click(screen.getByRole('button', { name: 'YouTube video' }));
    await user.type(await screen.findByLabelText('YouTube address'), 'https://example.com/video');
    await user.click(screen.getByRole('button', { name: 'Add video' }));
    expect(await screen.findByText('That is not a YouTube video address.')).toBeInTheDocument();
    const address = screen.getByLabelText('YouTube address');
    await user.clear(address);
    await user.type(address, 'https://youtu.be/dQw4w9WgXcQ?t=5');
    await user.click(screen.getByRole('button', { name: 'Add video' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining(
          '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="640" height="360" data-fit="width"',
        ),
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['480', '', 'width="480" height="270" data-fit="height"'],
    ['', '540', 'width="960" height="540" data-fit="height"'],
    ['400', '400', 'width="400" height="400" data-fit="height"'],
  ])('a YouTube video sized %s × %s keeps that size (the missing side at 16:9)', async (w, h, attrs) => {
    const user = userEvent.setup();
    const { onChange } = renderEditor({ value: '<p>Watch</p>', media: true });
    await user.click(screen.getByRole('textbox', { name: 'Body' }));
    await user.click(screen.getByRole('button', { name: 'YouTube video' }));
    await user.type(await screen.findByLabelText('YouTube address'), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    if (w) await user.type(screen.getByLabelText('Width (px)'), w);
    if (h) await user.type(screen.getByLabelText('Height (px)'), h);
    await user.click(screen.getByRole('button', { name: 'Add video' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining(attrs)));
  });

  it('refuses a size that is not a number of pixels in range, on its field', async () => {
    const user = userEvent.setup();
    const { onChange } = renderEditor({ value: '<p>Watch</p>', media: true });
    await user.click(screen.getByRole('button', { name: 'YouTube video' }));
    await user.type(await screen.findByLabelText('YouTube address'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.type(screen.getByLabelText('Width (px)'), '12');
    await user.type(screen.getByLabelText('Height (px)'), 'tall');
    await user.click(screen.getByRole('button', { name: 'Add video' }));
    expect(await screen.findByText('Between 200 and 1920')).toBeInTheDocument();
    expect(screen.getByText('A whole number of pixels')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads an image through a storage slot and inserts it with its responsive widths', async () => {
    const user = userEvent.setup();
    const stored = fakeStorage(204, '', '/storage-upload');
    const server = fakeFetch({
      'POST /uploads': { data: { id: 'a'.repeat(24), action: '/storage-upload', fields: { key: 'k' }, max_size: 1 } },
      [`POST /uploads/${'a'.repeat(24)}/complete`]: {
        data: {
          beat: null,
          image_url: '/media/content/x1.jpg',
          image_widths: [480],
          image_width: 900,
          image_height: 600,
        },
      },
    });
    const { onChange } = renderEditor({ value: '<p>Studio</p>', media: true });
    await user.click(screen.getByRole('textbox', { name: 'Body' }));
    await user.click(screen.getByRole('button', { name: 'Image' }));
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'our-studio.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Image for Body'), file);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringContaining(
          '<img src="/media/content/x1.jpg" srcset="/media/content/x1-480.jpg 480w, /media/content/x1.jpg 900w" sizes="(max-width: 768px) 100vw, 768px" alt="our studio" width="900" height="600" loading="lazy">',
        ),
      ),
    );
    expect(server.sent('POST', '/uploads')[0]!.body).toMatchObject({
      purpose: 'content_image',
      filename: 'our-studio.jpg',
      content_type: 'image/jpeg',
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.get('key')).toBe('k');
  });

  it('says why an image was refused and inserts nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    fakeFetch({
      'POST /uploads': fieldError(422, 'validation_failed', 'Error', 'The file is too large: at most 10 MB.', 'size'),
    });
    const { onChange } = renderEditor({ value: '<p>Studio</p>', media: true });
    await user.upload(screen.getByLabelText('Image for Body'), new File(['x'], 'big.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is too large: at most 10 MB.');
    await user.upload(screen.getByLabelText('Image for Body'), new File(['x'], 'page.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('has no video or image button without media (mail templates)', () => {
    renderEditor();
    expect(screen.queryByRole('button', { name: 'YouTube video' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Image' })).not.toBeInTheDocument();
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

  it('removes the whole link the cursor stands in when the address is emptied', async () => {
    const user = userEvent.setup();
    const { onChange } = renderEditor({
      value:
        '<p>Go <a target="_blank" rel="noopener noreferrer" href="https://beatmarket.test/shop">to the shop</a> now</p>',
    });
    // The cursor inside "shop", nothing selected: what a click on the link leaves.
    const box = screen.getByRole('textbox', { name: 'Body' }) as HTMLElement & { editor: Editor };
    box.editor.commands.setTextSelection(12);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = await screen.findByLabelText('Address');
    expect(address).toHaveValue('https://beatmarket.test/shop');
    await user.clear(address);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Go to the shop now</p>'));
  });
});

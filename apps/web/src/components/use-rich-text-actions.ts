import { normalizeEditorLink } from '@beatmarket/shared';
import type { Editor } from '@tiptap/react';
import { useRef, useState } from 'react';
import { uploadContentImage } from '../lib/upload-content-image';
import { usePrompt } from './dialogs/context';
import type { YoutubeChoice } from './YoutubeDialog';

/** The toolbar's link, video and image actions of a RichTextEditor, with their dialogs' and upload's state. */
export function useRichTextActions(editor: Editor | null) {
  const prompt = usePrompt();
  const [mediaError, setMediaError] = useState<string | null>(null);
  const [videoOpen, setVideoOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  async function editLink() {
    if (!editor) return;
    const current = editor.getAttributes('link').href as string | undefined;
    const href = await prompt({
      title: current ? 'Edit link' : 'Add link',
      label: 'Address',
      initialValue: current ?? 'https://',
      message: 'Leave it empty to remove the link.',
      confirmLabel: 'Apply',
      returnFocus: () => editor.commands.focus(),
    });
    if (href === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    // Spec §5: https:// when no scheme is typed, a new tab, an empty address removes the link; mail
    // templates' {{variables}} stay as typed.
    const next = /^\s*\{\{/.test(href) ? href.trim() : normalizeEditorLink(href);
    if (!next) chain.unsetLink().run();
    else chain.setLink({ href: next }).run();
  }

  function addVideo(choice: YoutubeChoice | null) {
    setVideoOpen(false);
    if (!editor || !choice) return;
    // The dialog checked the address; a refusal here is the editor's (no place for a block).
    if (!editor.chain().focus().setYoutube(choice).run()) setMediaError('The video could not be placed here.');
    else setMediaError(null);
  }

  async function addImage(file: File | undefined) {
    if (!editor || !file) return;
    setUploading(true);
    setMediaError(null);
    try {
      const image = await uploadContentImage(file);
      const alt = file.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');
      editor
        .chain()
        .focus()
        .setContentImage({ ...image, alt })
        .run();
    } catch (err) {
      setMediaError(err instanceof Error ? err.message : String(err));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return {
    editLink,
    addVideo,
    addImage,
    mediaError,
    videoOpen,
    openVideo: () => setVideoOpen(true),
    uploading,
    fileInput,
  };
}

import { normalizeEditorLink } from '@beatmarket/shared';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { clsx } from 'clsx';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { uploadContentImage } from '../lib/upload-content-image';
import { usePrompt } from './dialogs/context';
import { ContentImageNode } from './rich-text-image';
import { Youtube } from './rich-text-youtube';
import { RichTextToolbar } from './RichTextToolbar';
import { YoutubeDialog, type YoutubeChoice } from './YoutubeDialog';

export type EditorSize = 'sm' | 'md' | 'lg';
/** Spec §9: editor heights sm 2rem, md 3.5rem, lg 7rem (the writing area's minimum; it grows with the text). */
const HEIGHTS: Record<EditorSize, string> = { sm: 'min-h-8', md: 'min-h-14', lg: 'min-h-28' };

export interface RichTextEditorHandle {
  /** Types text at the cursor (a template variable), as if the user had. */
  insertText(text: string): void;
}

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange(html: string): void;
  size?: EditorSize;
  /** Spec §3: the simplified editor has no headings and no blockquote. */
  simplified?: boolean;
  /**
   * Offers the image and YouTube buttons (content pages; not mail templates, where players do not play
   * and images would be uploaded public for a mail).
   */
  media?: boolean;
  error?: string | undefined;
  ref?: Ref<RichTextEditorHandle>;
}

/**
 * Rich text for administrators (TipTap). Heavy: import it lazily (React.lazy) so it never reaches a
 * visitor's first load. Links are https:// unless typed otherwise and open in a new tab; an empty
 * address removes the link.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  size = 'md',
  simplified,
  media,
  error,
  ref,
}: RichTextEditorProps) {
  const id = useId();
  const prompt = usePrompt();
  /** What the editor last reported (or was given): the form echoing it back must not reset the cursor. */
  const emitted = useRef(value);
  const [mediaError, setMediaError] = useState<string | null>(null);
  const [videoOpen, setVideoOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: simplified ? false : { levels: [1, 2, 3] },
        blockquote: simplified ? false : {},
        link: false,
        codeBlock: false,
        code: false,
        horizontalRule: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        // `id::…` opens a text snippet in the information dialog (spec §4); the rest as TipTap checks them.
        isAllowedUri: (url, ctx) => url.startsWith('id::') || ctx.defaultValidate(url),
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
      }),
      ...(media ? [Youtube, ContentImageNode] : []),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        class: clsx('prose-editor px-3.5 py-3 text-sm leading-relaxed text-zinc-100 outline-none', HEIGHTS[size]),
      },
    },
    onUpdate: ({ editor: e }) => {
      emitted.current = e.isEmpty ? '' : e.getHTML();
      onChange(emitted.current);
    },
  });

  // A value from outside (the saved record arriving, a reset) replaces the text; the editor's own echo does not.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(ref, () => ({ insertText: (text) => editor?.chain().focus().insertContent(text).run() }), [
    editor,
  ]);

  async function editLink() {
    if (!editor) return;
    const current = editor.getAttributes('link').href as string | undefined;
    const href = await prompt({
      title: current ? 'Edit link' : 'Add link',
      label: 'Address',
      initialValue: current ?? 'https://',
      message: 'Leave it empty to remove the link.',
      confirmLabel: 'Apply',
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

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-zinc-300">
        {label}
      </span>
      <div
        className={clsx(
          'rounded-xl bg-zinc-900 ring-1 ring-inset transition focus-within:ring-2',
          error ? 'ring-red-500/70 focus-within:ring-red-400' : 'ring-white/10 focus-within:ring-accent-400',
        )}
      >
        {editor && (
          <RichTextToolbar
            editor={editor}
            simplified={simplified}
            onLink={editLink}
            onVideo={media ? () => setVideoOpen(true) : undefined}
            onImage={media ? () => fileInput.current?.click() : undefined}
            uploading={uploading}
            label={label}
          />
        )}
        {media && (
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-label={`Image for ${label}`}
            onChange={(e) => void addImage(e.target.files?.[0])}
          />
        )}
        <div
          className={clsx(
            '[&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold',
            '[&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5',
            '[&_blockquote]:border-l-2 [&_blockquote]:border-accent-400 [&_blockquote]:pl-3 [&_blockquote]:text-zinc-300',
            '[&_a]:text-accent-300 [&_a]:underline',
            '[&_iframe]:my-2 [&_iframe]:max-w-full [&_iframe]:rounded-xl [&_img]:my-2 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
            '[&_iframe:not([data-fit=height])]:aspect-video [&_iframe:not([data-fit=height])]:h-auto [&_iframe:not([data-fit=height])]:w-full',
          )}
        >
          <EditorContent editor={editor} />
        </div>
      </div>
      {uploading && (
        <p role="status" className="text-xs text-zinc-400">
          Uploading the image…
        </p>
      )}
      {(error || mediaError) && (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-400">
          {error || mediaError}
        </p>
      )}
      {videoOpen && <YoutubeDialog onDone={addVideo} />}
    </div>
  );
}

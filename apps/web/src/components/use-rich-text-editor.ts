import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { clsx } from 'clsx';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { ContentImageNode } from './rich-text-image';
import { Youtube } from './rich-text-youtube';

export type EditorSize = 'sm' | 'md' | 'lg';
/** Spec §9: editor heights sm 2rem, md 3.5rem, lg 7rem (the writing area's minimum; it grows with the text). */
const HEIGHTS: Record<EditorSize, string> = { sm: 'min-h-8', md: 'min-h-14', lg: 'min-h-28' };

export interface RichTextEditorHandle {
  /** Types text at the cursor (a template variable), as if the user had. */
  insertText(text: string): void;
}

interface EditorOptions {
  id: string;
  value: string;
  onChange(html: string): void;
  size: EditorSize;
  simplified: boolean | undefined;
  media: boolean | undefined;
  error: string | undefined;
  ref: Ref<RichTextEditorHandle> | undefined;
}

function editorExtensions(simplified: boolean | undefined, media: boolean | undefined) {
  return [
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
  ];
}

/** The TipTap editor of a RichTextEditor, kept in step with the `value` it is given. */
export function useRichTextEditor({ id, value, onChange, size, simplified, media, error, ref }: EditorOptions) {
  /** What the editor last reported (or was given): the form echoing it back must not reset the cursor. */
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: editorExtensions(simplified, media),
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

  return editor;
}

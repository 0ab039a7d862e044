import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { clsx } from 'clsx';
import { useEffect, useId, useImperativeHandle, useRef, type Ref } from 'react';
import { usePrompt } from './dialogs/context';

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
  error?: string | undefined;
  ref?: Ref<RichTextEditorHandle>;
}

/**
 * Rich text for administrators (TipTap). Heavy: import it lazily (React.lazy) so it never reaches a
 * visitor's first load. Links are https:// unless typed otherwise and open in a new tab; an empty
 * address removes the link.
 */
export function RichTextEditor({ label, value, onChange, size = 'md', simplified, error, ref }: RichTextEditorProps) {
  const id = useId();
  const prompt = usePrompt();
  /** What the editor last reported (or was given): the form echoing it back must not reset the cursor. */
  const emitted = useRef(value);
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
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
      }),
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
    const trimmed = href.trim();
    if (!trimmed || trimmed === 'https://') chain.unsetLink().run();
    else chain.setLink({ href: /^[a-z][a-z0-9+.-]*:|^\{\{/i.test(trimmed) ? trimmed : `https://${trimmed}` }).run();
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
        {editor && <Toolbar editor={editor} simplified={simplified} onLink={editLink} label={label} />}
        <div
          className={clsx(
            '[&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold',
            '[&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5',
            '[&_blockquote]:border-l-2 [&_blockquote]:border-accent-400 [&_blockquote]:pl-3 [&_blockquote]:text-zinc-300',
            '[&_a]:text-accent-300 [&_a]:underline',
          )}
        >
          <EditorContent editor={editor} />
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

const toolClass = (active: boolean) =>
  clsx(
    'inline-flex h-8 min-w-8 items-center justify-center rounded-lg px-2 text-xs font-semibold transition',
    active ? 'bg-accent-500/20 text-accent-200' : 'text-zinc-400 hover:bg-white/5 hover:text-white',
  );

function Toolbar({
  editor,
  simplified,
  onLink,
  label,
}: {
  editor: Editor;
  simplified?: boolean | undefined;
  onLink(): void;
  label: string;
}) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const c = () => editor.chain().focus();
  const tools: { name: string; text: string; active: boolean; run(): void; hidden?: boolean | undefined }[] = [
    { name: 'Bold', text: 'B', active: s.bold, run: () => c().toggleBold().run() },
    { name: 'Italic', text: 'I', active: s.italic, run: () => c().toggleItalic().run() },
    ...([1, 2, 3] as const).map((level) => ({
      name: `Heading ${level}`,
      text: `H${level}`,
      active: s[`h${level}`],
      run: () => c().toggleHeading({ level }).run(),
      hidden: simplified,
    })),
    { name: 'Bulleted list', text: '•', active: s.bullet, run: () => c().toggleBulletList().run() },
    { name: 'Numbered list', text: '1.', active: s.ordered, run: () => c().toggleOrderedList().run() },
    { name: 'Quote', text: '❝', active: s.quote, run: () => c().toggleBlockquote().run(), hidden: simplified },
    { name: 'Link', text: 'Link', active: s.link, run: onLink },
  ];
  return (
    <div
      role="toolbar"
      aria-label={`${label} formatting`}
      className="flex flex-wrap gap-1 border-b border-white/5 p-1.5"
    >
      {tools
        .filter((t) => !t.hidden)
        .map((t) => (
          <button
            key={t.name}
            type="button"
            aria-label={t.name}
            aria-pressed={t.active}
            title={t.name}
            className={toolClass(t.active)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={t.run}
          >
            {t.text}
          </button>
        ))}
    </div>
  );
}

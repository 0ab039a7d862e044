import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { clsx } from 'clsx';

const toolClass = (active: boolean) =>
  clsx(
    'inline-flex h-8 min-w-8 items-center justify-center rounded-lg px-2 text-xs font-semibold transition',
    active ? 'bg-accent-500/20 text-accent-200' : 'text-zinc-400 hover:bg-white/5 hover:text-white',
  );

/** The editor's buttons; the media ones only where the editor offers media (content pages). */
export function RichTextToolbar({
  editor,
  simplified,
  onLink,
  onVideo,
  onImage,
  uploading,
  label,
}: {
  editor: Editor;
  simplified?: boolean | undefined;
  onLink(): void;
  onVideo?: (() => void) | undefined;
  onImage?: (() => void) | undefined;
  uploading?: boolean;
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
  const tools: {
    name: string;
    text: string;
    active: boolean;
    run(): void;
    hidden?: boolean | undefined;
    disabled?: boolean | undefined;
  }[] = [
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
    { name: 'Image', text: 'Image', active: false, run: () => onImage?.(), hidden: !onImage, disabled: uploading },
    { name: 'YouTube video', text: 'Video', active: false, run: () => onVideo?.(), hidden: !onVideo },
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
            disabled={t.disabled}
            className={clsx(toolClass(t.active), 'disabled:opacity-50')}
            onMouseDown={(e) => e.preventDefault()}
            onClick={t.run}
          >
            {t.text}
          </button>
        ))}
    </div>
  );
}

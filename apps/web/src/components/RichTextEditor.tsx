import { EditorContent } from '@tiptap/react';
import { clsx } from 'clsx';
import { useId, type Ref } from 'react';
import { useRichTextActions } from './use-rich-text-actions';
import { useRichTextEditor, type EditorSize, type RichTextEditorHandle } from './use-rich-text-editor';
import { RichTextToolbar } from './RichTextToolbar';
import { YoutubeDialog } from './YoutubeDialog';

export type { EditorSize, RichTextEditorHandle };

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
  const editor = useRichTextEditor({ id, value, onChange, size, simplified, media, error, ref });
  const { editLink, addVideo, addImage, mediaError, videoOpen, openVideo, uploading, fileInput } =
    useRichTextActions(editor);

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
            onVideo={media ? openVideo : undefined}
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

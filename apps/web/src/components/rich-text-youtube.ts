import { Node, mergeAttributes } from '@tiptap/core';
import { DEFAULT_VIDEO_RATIO, youtubeEmbedUrl, youtubeVideoId } from '@beatmarket/shared';

/**
 * Spec §5 "YouTube preference width or height": `width` fills the text's width at 16:9 (the default,
 * responsive); `height` keeps the size the administrator asked for (at most the text's width).
 */
export type YoutubeFit = 'width' | 'height';
const DEFAULT_WIDTH = 640;

export interface YoutubeSize {
  fit: YoutubeFit;
  width: number;
  height: number;
}

/**
 * The player's size from the dialog's optional width and height: neither gives the responsive 16:9
 * player; one of them gives a fixed player with the other side at 16:9; both are kept as typed.
 */
export function youtubeSize(width?: number, height?: number): YoutubeSize {
  if (!width && !height)
    return { fit: 'width', width: DEFAULT_WIDTH, height: Math.round(DEFAULT_WIDTH / DEFAULT_VIDEO_RATIO) };
  const w = width || Math.round(height! * DEFAULT_VIDEO_RATIO);
  const h = height || Math.round(width! / DEFAULT_VIDEO_RATIO);
  return { fit: 'height', width: w, height: h };
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    youtube: { setYoutube(options: { url: string; width?: number; height?: number }): ReturnType };
  }
}

/**
 * A YouTube player in the text, stored as a bare `<iframe>` on the privacy-enhanced host (the only
 * frame the server's sanitiser keeps). Written here rather than @tiptap/extension-youtube, whose
 * releases pin an older @tiptap/core than the editor's.
 */
export const Youtube = Node.create({
  name: 'youtube',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    const size = youtubeSize();
    return {
      src: { default: null },
      width: { default: size.width },
      height: { default: size.height },
      fit: {
        default: 'width',
        parseHTML: (el) => (el.getAttribute('data-fit') === 'height' ? 'height' : 'width'),
        renderHTML: (attrs) => ({ 'data-fit': attrs.fit }),
      },
    };
  },
  parseHTML: () => [{ tag: 'iframe[src]' }],
  renderHTML({ HTMLAttributes }) {
    return ['iframe', mergeAttributes(HTMLAttributes, { title: 'YouTube video', allowfullscreen: 'true' })];
  },
  addCommands() {
    return {
      setYoutube:
        ({ url, width, height }) =>
        ({ commands }) => {
          const id = youtubeVideoId(url);
          if (!id) return false;
          return commands.insertContent({
            type: this.name,
            attrs: { src: youtubeEmbedUrl(id), ...youtubeSize(width, height) },
          });
        },
    };
  },
});

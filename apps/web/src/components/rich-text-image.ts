import { Node, mergeAttributes } from '@tiptap/core';

export interface ContentImage {
  src: string;
  srcset?: string | null;
  alt?: string;
  width?: number | null;
  height?: number | null;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    contentImage: { setContentImage(image: ContentImage): ReturnType };
  }
}

/** The text column is at most 48rem wide: a phone takes the width of its screen, wider screens 768 px. */
export const CONTENT_IMAGE_SIZES = '(max-width: 768px) 100vw, 768px';

/**
 * An uploaded image in the text, with its responsive widths (srcset) and its size written on the tag so
 * the page keeps its place while it loads. Written here rather than @tiptap/extension-image, for the
 * same reason as the YouTube node (its releases pin another @tiptap/core).
 */
export const ContentImageNode = Node.create({
  name: 'contentImage',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      srcset: { default: null },
      sizes: { default: null },
      alt: { default: '' },
      width: { default: null },
      height: { default: null },
      loading: { default: 'lazy' },
    };
  },
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', mergeAttributes(HTMLAttributes)],
  addCommands() {
    return {
      setContentImage:
        (image) =>
        ({ commands }) =>
          // A paragraph after it takes the cursor: left selected, the image would be replaced by whatever
          // is inserted next (a video, typed text).
          commands.insertContent([
            { type: this.name, attrs: { ...image, sizes: image.srcset ? CONTENT_IMAGE_SIZES : null } },
            { type: 'paragraph' },
          ]),
    };
  },
});

import type { PostItColor } from '@beatmarket/shared';

/** Sticky-note tints that stay readable on the dark admin pages. */
export const NOTE_TINT: Record<PostItColor, string> = {
  yellow: 'bg-amber-300/15 ring-amber-300/30',
  pink: 'bg-pink-400/15 ring-pink-400/30',
  green: 'bg-emerald-400/15 ring-emerald-400/30',
  blue: 'bg-sky-400/15 ring-sky-400/30',
  violet: 'bg-accent-500/20 ring-accent-400/30',
};
export const NOTE_SWATCH: Record<PostItColor, string> = {
  yellow: 'bg-amber-300',
  pink: 'bg-pink-400',
  green: 'bg-emerald-400',
  blue: 'bg-sky-400',
  violet: 'bg-accent-400',
};

/** A public menu entry, as a bar link or as an item of a group's dropdown. */
export const itemClass =
  'block rounded-lg px-3 py-2 text-sm text-zinc-200 outline-none hover:bg-white/5 focus:bg-white/10';

// No zod here: the beat page imports this on a visitor's first load.

/** How a beat's tags are listed: group, then name, in code-point order (what the server's SQL ordered by once). */
export const byTagGroupThenName = (a: { group: string; name: string }, b: { group: string; name: string }) =>
  a.group === b.group ? (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) : a.group < b.group ? -1 : 1;

/**
 * A beat's `tags_object` as [slug, tag] pairs in listing order. The object is keyed by slug, and
 * JavaScript lists integer-like keys (`808`) before all others whatever order the server wrote them in.
 */
export const tagsInOrder = <T extends { group: string; name: string }>(tags: Record<string, T>): [string, T][] =>
  Object.entries(tags).sort(([, a], [, b]) => byTagGroupThenName(a, b));

import type { SampleDeclaration } from './samples.js';

// The beat page reads these without the declaration's zod schemas, which would weigh on its first load.

/**
 * Issue 35 §4 (decision 0091): where a sample in a beat comes from. Royalty-free loop packs are licensed
 * to everyone who buys the pack, so a Content ID registration of a beat built on one claims other
 * people's songs; an uncleared sample belongs to somebody else, so nobody can be sold it exclusively.
 */
export const SAMPLE_SOURCES = ['own', 'royalty_free', 'cleared', 'uncleared'] as const;
export type SampleSource = (typeof SAMPLE_SOURCES)[number];
export const SAMPLE_SOURCE_LABELS: Record<SampleSource, string> = {
  own: 'My own recording',
  royalty_free: 'Royalty-free sample pack',
  cleared: 'Cleared sample',
  uncleared: 'Uncleared sample',
};

/** An uncleared sample is somebody else's: the beat is never sold exclusively. */
export const EXCLUSIVE_REFUSED = 'This beat uses an uncleared sample, so it cannot be sold with an exclusive licence.';
export const hasUnclearedSample = (d: Pick<SampleDeclaration, 'samples'> | null | undefined) =>
  !!d && d.samples.some((s) => s.source === 'uncleared');

/**
 * Decision 0105: how two chromaprint fingerprints are compared. Each value describes about 0.124 s of
 * audio in 32 bits; a copy (re-encoded, louder, trimmed, tagged over) keeps most values exactly and the
 * rest a few bits off, while unrelated audio differs in half the bits.
 */

/** Seconds of audio per fingerprint value (chromaprint's default algorithm). */
export const FRAME_SECONDS = 0.1238;
/** Keys kept per master in the lookup index: enough that a trimmed, tagged copy still shares several. */
export const KEYS_PER_MASTER = 64;
/** A candidate needs this many shared keys before its fingerprint is read. */
export const MIN_SHARED_KEYS = 2;
/** How far a copy may be shifted against its original: trims of up to 15 seconds either way. */
export const MAX_SHIFT_FRAMES = 120;
/** At least this much overlapping audio (about 10 s) for a verdict. */
export const MIN_OVERLAP_FRAMES = 80;
/** Unrelated audio sits near 0.5; copies measured below 0.15 (decision 0105), so 0.3 leaves room both ways. */
export const MAX_BIT_ERROR_RATE = 0.3;

/** The low 4 bits flip most under re-encoding; the key ignores them. */
const keyOf = (value: number) => value >>> 4;

/** A 32-bit mix of the key, so that "the smallest hashes" is a fair sample of a master's keys. */
function mix(x: number): number {
  let h = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function distinctKeys(fp: ArrayLike<number>): number[] {
  const keys = new Set<number>();
  for (let i = 0; i < fp.length; i++) keys.add(keyOf(fp[i]!));
  return [...keys];
}

/** An upload probes about this many keys, whatever its length: each is one index lookup. */
export const PROBES = 256;

/**
 * The keys an upload looks up: those whose hash is below PROBES / distinct values. A master keeps its 64
 * lowest hashes, so its cut-off is about 64 / its distinct values: a copy with up to four times as many
 * distinct values as its original (a voice tag adds some) still probes every key the original was indexed
 * under, and a repetitive loop (few distinct values) probes all of them.
 */
export function lookupKeys(fp: ArrayLike<number>): number[] {
  const keys = distinctKeys(fp);
  const below = Math.min(1, PROBES / Math.max(1, keys.length)) * 2 ** 32;
  return keys.filter((k) => mix(k) < below);
}

/**
 * The keys a master is indexed under: the KEYS_PER_MASTER with the smallest hashes (a bottom-k sketch).
 * The choice depends on the values, not their positions, so a trimmed copy shares the keys it still holds.
 */
export function indexKeys(fp: ArrayLike<number>): number[] {
  return distinctKeys(fp)
    .map((k) => [mix(k), k] as const)
    .sort((a, b) => a[0] - b[0])
    .slice(0, KEYS_PER_MASTER)
    .map(([, k]) => k);
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

export interface Alignment {
  /** Share of differing bits at the best shift: 0 identical, about 0.5 unrelated. */
  bitErrorRate: number;
  /** Where `b` starts in `a`, in seconds (positive: `b` was trimmed at its start). */
  offsetSeconds: number;
}

/** The shift of `b` against `a` with the fewest differing bits, over at least MIN_OVERLAP_FRAMES values. */
export function align(a: ArrayLike<number>, b: ArrayLike<number>): Alignment | null {
  let best: Alignment | null = null;
  for (let shift = -MAX_SHIFT_FRAMES; shift <= MAX_SHIFT_FRAMES; shift++) {
    const from = Math.max(0, shift);
    const to = Math.min(a.length, b.length + shift);
    if (to - from < MIN_OVERLAP_FRAMES) continue;
    let errors = 0;
    for (let i = from; i < to; i++) errors += popcount(a[i]! ^ b[i - shift]!);
    const rate = errors / ((to - from) * 32);
    if (!best || rate < best.bitErrorRate) best = { bitErrorRate: rate, offsetSeconds: shift * FRAME_SECONDS };
  }
  return best;
}

/** The alignment when `b` is a copy of `a` (or `a` of `b`), else null. */
export function copyMatch(a: ArrayLike<number>, b: ArrayLike<number>): Alignment | null {
  const found = align(a, b);
  return found && found.bitErrorRate <= MAX_BIT_ERROR_RATE ? found : null;
}

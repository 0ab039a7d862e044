import { PITCH_CLASSES } from '@beatmarket/shared';

/** The administrators' weights of the similar list (Settings, decision 0104), each 0-100. */
export interface SimilarWeights {
  sound: number;
  key: number;
  tempo: number;
  tags: number;
}

/** The settings that hold the weights. */
export interface SimilarWeightSettings {
  similar_weight_sound: number;
  similar_weight_key: number;
  similar_weight_tempo: number;
  similar_weight_tags: number;
}
export const weightsOf = (s: SimilarWeightSettings): SimilarWeights => ({
  sound: s.similar_weight_sound,
  key: s.similar_weight_key,
  tempo: s.similar_weight_tempo,
  tags: s.similar_weight_tags,
});

/** A beat near this one by sound, with what the blend reads of it. */
export interface SoundCandidate {
  id: number;
  producerId: number;
  distance: number;
  bpm: number | null;
  key: string | null;
  /** Tags it shares with this beat. */
  shared: number;
}

/** Under this distance a beat by the same producer is the same beat again (a re-upload, a new mix). */
export const NEAR_DUPLICATE = 0.05;

/** 'A minor', 'Bb maj', 'F#m' → pitch class 0-11 and mode; null when it cannot be read. */
export function parseKey(key: string | null): { pc: number; minor: boolean } | null {
  const m = /^([A-G])([#b♯♭]?)\s*(major|maj|minor|min|m)?$/i.exec(key?.trim() ?? '');
  if (!m) return null;
  const base = PITCH_CLASSES.indexOf(m[1]!.toUpperCase() as (typeof PITCH_CLASSES)[number]);
  const shift = m[2] === '#' || m[2] === '♯' ? 1 : m[2] ? -1 : 0;
  const mode = (m[3] ?? 'major').toLowerCase();
  return { pc: (base + shift + 12) % 12, minor: mode !== 'major' && mode !== 'maj' };
}

/** Keys a DJ mixes: the same key 1, its relative major or minor 0.9, a fifth either way 0.8, else 0. */
export function keyCompatibility(a: string | null, b: string | null): number {
  const x = parseKey(a);
  const y = parseKey(b);
  if (!x || !y) return 0;
  if (x.pc === y.pc && x.minor === y.minor) return 1;
  // The relative minor is three semitones under its major (C major / A minor).
  const relative = x.minor ? (x.pc + 3) % 12 : (x.pc + 9) % 12;
  if (x.minor !== y.minor && y.pc === relative) return 0.9;
  if (x.minor === y.minor && (y.pc === (x.pc + 7) % 12 || y.pc === (x.pc + 5) % 12)) return 0.8;
  return 0;
}

/** Tempos that play together: within 4 % (half or double time too) 1, fading to 0 at 12 %. */
export function tempoCompatibility(a: number | null, b: number | null): number {
  if (!a || !b) return 0;
  const off = Math.min(...[b / a, (2 * b) / a, b / (2 * a)].map((r) => Math.abs(Math.log(r))));
  return Math.max(0, Math.min(1, 1 - (off - Math.log(1.04)) / (Math.log(1.12) - Math.log(1.04))));
}

/** 0 (far) to 1 (the same sound): distances between unrelated beats run about 1-2 (decision 0104). */
export const soundCloseness = (distance: number) => 1 / (1 + 2 * distance);

/**
 * The similar list: the candidates scored by the weighted sound, key, tempo and tag closeness, best
 * first, without the same producer's near-duplicates. Ties go to the nearer sound.
 */
export function blendSimilar(
  me: { producerId: number; bpm: number | null; key: string | null; tags: number },
  candidates: SoundCandidate[],
  weights: SimilarWeights,
  limit: number,
): number[] {
  const scored = candidates
    .filter((c) => !(c.producerId === me.producerId && c.distance < NEAR_DUPLICATE))
    .map((c) => ({
      id: c.id,
      distance: c.distance,
      score:
        weights.sound * soundCloseness(c.distance) +
        weights.key * keyCompatibility(me.key, c.key) +
        weights.tempo * tempoCompatibility(me.bpm, c.bpm) +
        weights.tags * (me.tags ? Math.min(1, c.shared / me.tags) : 0),
    }));
  scored.sort((a, b) => b.score - a.score || a.distance - b.distance || b.id - a.id);
  return scored.slice(0, limit).map((s) => s.id);
}

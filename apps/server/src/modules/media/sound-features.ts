import Meyda from 'meyda';
import type { Pcm } from './audio-analysis.js';
import { integratedLoudness } from './loudness.js';

/**
 * Bumped when the vector's layout or scaling changes: stored vectors of another version are analysed
 * again by the backfill (the migration that bumps it clears `sound_version`). Layout: decision 0104.
 */
export const SOUND_VERSION = 1;
/** Only the start of a master is analysed: the pipeline's time budget, and what a listener hears first. */
export const SOUND_EXCERPT_SECONDS = 90;
export const SOUND_DIMENSIONS = 42;

export interface SoundFeatures {
  /** SOUND_DIMENSIONS numbers, each group scaled so Euclidean distance weighs timbre, harmony and rhythm alike. */
  vector: number[];
  /** EBU R128 integrated loudness of the excerpt, LUFS (decision 0104 on the mono downmix). */
  loudnessLufs: number | null;
}

const FRAME = 2048;
const MFCC = 13;
/** The excerpt is brought to this RMS before the spectra: the vector must not change with the gain. */
const REFERENCE_RMS = 0.1;
/** Frames quieter than this (after the gain is levelled) are silence and tell nothing of the timbre. */
const SILENT_RMS = 0.002;

// Typical spread of each group on music (measured on the synthesized catalog and noise, decision 0104):
// dividing by it puts every group on a similar scale before the group weights.
const SCALE = { mfccMean: 12, mfccStd: 6, chroma: 0.35, centroid: 0.08, flatness: 0.08, onsets: 4, dynamics: 0.6 };
// Each group's share of the distance: timbre (MFCC) and harmony (chroma) matter most to a listener.
const WEIGHT = { mfccMean: 1, mfccStd: 0.6, chroma: 1, shape: 0.5, onsets: 0.7, dynamics: 0.4 };

/**
 * What a master sounds like, as a point whose Euclidean distance to another master's measures how
 * differently they sound (decision 0104), with its integrated loudness. Null for under three seconds of
 * audio or silence. Only the first SOUND_EXCERPT_SECONDS are read.
 */
export function describeSound(pcm: Pcm): SoundFeatures | null {
  const { sampleRate } = pcm;
  const samples = pcm.samples.subarray(0, Math.min(pcm.samples.length, SOUND_EXCERPT_SECONDS * sampleRate));
  if (samples.length < 3 * sampleRate) return null;
  const level = rmsOf(samples);
  if (level < 1e-5) return null;
  const gain = REFERENCE_RMS / level;
  const frames = spectralFrames(samples, sampleRate, gain);
  if (frames.count < 8) return null;
  const onsetsPerSecond = onsetDensity(samples, sampleRate);
  const vector = [
    ...frames.mfccMean.map((v) => (v / SCALE.mfccMean) * group(WEIGHT.mfccMean, 12)),
    ...frames.mfccStd.map((v) => (v / SCALE.mfccStd) * group(WEIGHT.mfccStd, 12)),
    ...frames.chroma.map((v) => (v / SCALE.chroma) * group(WEIGHT.chroma, 12)),
    (frames.centroidMean / SCALE.centroid) * group(WEIGHT.shape, 4),
    (frames.centroidStd / SCALE.centroid) * group(WEIGHT.shape, 4),
    (frames.flatness / SCALE.flatness) * group(WEIGHT.shape, 4),
    (frames.rolloff / (SCALE.centroid * 2)) * group(WEIGHT.shape, 4),
    (Math.log2(1 + onsetsPerSecond) / Math.log2(1 + SCALE.onsets)) * WEIGHT.onsets,
    (frames.dynamics / SCALE.dynamics) * WEIGHT.dynamics,
  ].map((v) => Math.round(v * 1e4) / 1e4);
  return { vector, loudnessLufs: integratedLoudness({ samples, sampleRate }) };
}

/** A group of n dimensions gets `weight` of the distance in all: each dimension 1/√n of it. */
const group = (weight: number, n: number) => weight / Math.sqrt(n);

interface FrameStats {
  count: number;
  mfccMean: number[];
  mfccStd: number[];
  chroma: number[];
  centroidMean: number;
  centroidStd: number;
  flatness: number;
  rolloff: number;
  /** How much the level moves: the spread of the frames' RMS over their mean. */
  dynamics: number;
}

/** Meyda over non-overlapping frames: MFCC 1-12 (0 is the level), chroma, spectral centroid, flatness, roll-off. */
function spectralFrames(samples: Float32Array, sampleRate: number, gain: number): FrameStats {
  resetMeydaBanks(FRAME, sampleRate);
  Meyda.numberOfMFCCCoefficients = MFCC;
  const bins = FRAME / 2;
  const mfcc = new Stats(MFCC - 1);
  const chroma = new Stats(12);
  const shape = new Stats(3);
  const level = new Stats(1);
  const frame = new Float32Array(FRAME);
  // Every other frame: the means and spreads hold, at half the cost (Meyda's mel bands are the slow part).
  for (let start = 0; start + FRAME <= samples.length; start += 2 * FRAME) {
    for (let i = 0; i < FRAME; i++) frame[i] = samples[start + i]! * gain;
    const r = rmsOf(frame);
    level.add([r]);
    if (r < SILENT_RMS) continue;
    const f = Meyda.extract(['mfcc', 'chroma', 'spectralCentroid', 'spectralFlatness', 'spectralRolloff'], frame);
    if (!f?.mfcc || !f.chroma) continue;
    mfcc.add(f.mfcc.slice(1));
    chroma.add(f.chroma);
    const centroid = Number(f.spectralCentroid) / bins;
    shape.add([centroid, Number(f.spectralFlatness) || 0, Number(f.spectralRolloff) / (sampleRate / 2)]);
  }
  // estimateKey's frames are 4096 long: it must not find banks made for these.
  resetMeydaBanks(FRAME, sampleRate);
  const levelMean = level.mean()[0]!;
  return {
    count: mfcc.n,
    mfccMean: mfcc.mean(),
    mfccStd: mfcc.std(),
    chroma: chroma.mean(),
    centroidMean: shape.mean()[0]!,
    centroidStd: shape.std()[0]!,
    flatness: shape.mean()[1]!,
    rolloff: shape.mean()[2]!,
    dynamics: levelMean > 0 ? level.std()[0]! / levelMean : 0,
  };
}

/**
 * Meyda rebuilds its chroma and mel filter banks only when their band counts change, not the frame
 * size or rate: banks made for another frame size would read the wrong bins, so they are dropped.
 */
function resetMeydaBanks(size: number, sampleRate: number): void {
  Meyda.bufferSize = size;
  Meyda.sampleRate = sampleRate;
  // The banks are Meyda's private caches, absent from its types.
  Object.assign(Meyda, { melFilterBank: undefined, chromaFilterBank: undefined });
}

/** Running sums for the mean and standard deviation of each of `size` values. */
class Stats {
  n = 0;
  private readonly sum: Float64Array;
  private readonly squares: Float64Array;
  constructor(size: number) {
    this.sum = new Float64Array(size);
    this.squares = new Float64Array(size);
  }
  add(values: ArrayLike<number>): void {
    for (let i = 0; i < this.sum.length; i++) {
      const v = Number.isFinite(values[i]) ? values[i]! : 0;
      this.sum[i]! += v;
      this.squares[i]! += v * v;
    }
    this.n++;
  }
  mean(): number[] {
    return Array.from(this.sum, (s) => (this.n ? s / this.n : 0));
  }
  std(): number[] {
    return Array.from(this.sum, (s, i) =>
      this.n ? Math.sqrt(Math.max(0, this.squares[i]! / this.n - (s / this.n) ** 2)) : 0,
    );
  }
}

/**
 * Onsets a second: the energy over ~50 ms windows, every 10 ms, rising by a quarter within 30 ms starts
 * an onset (as hasPulse reads a pulse); another needs 60 ms between. A trap hi-hat roll reads dense.
 */
function onsetDensity(samples: Float32Array, sampleRate: number): number {
  const hop = Math.round(sampleRate / 100);
  const blocks = Math.floor(samples.length / hop);
  const loud = new Float64Array(blocks);
  let e = 0;
  const energy = new Float64Array(blocks);
  for (let b = 0; b < blocks; b++) {
    let sum = 0;
    for (let i = b * hop; i < (b + 1) * hop; i++) sum += samples[i]! * samples[i]!;
    energy[b] = sum;
    e += sum;
    if (b >= 5) e -= energy[b - 5]!;
    loud[b] = Math.log10(e / (5 * hop) + 1e-10);
  }
  let onsets = 0;
  let last = -Infinity;
  for (let b = 8; b < blocks; b++) {
    if (loud[b]! - loud[b - 3]! > 0.1 && b - last >= 6) {
      onsets++;
      last = b;
    }
  }
  return onsets / (samples.length / sampleRate);
}

function rmsOf(frame: Float32Array): number {
  let s = 0;
  for (let i = 0; i < frame.length; i++) s += frame[i]! * frame[i]!;
  return Math.sqrt(s / frame.length);
}

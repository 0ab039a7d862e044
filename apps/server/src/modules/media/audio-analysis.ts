import { PITCH_CLASSES } from '@beatmarket/shared';
import Meyda from 'meyda';
import MusicTempo from 'music-tempo';

/** Mono PCM at a known rate: what ffmpeg hands the analysis. */
export interface Pcm {
  samples: Float32Array;
  sampleRate: number;
}

// Krumhansl-Kessler key profiles, index 0 = tonic.
const MAJOR = [6.35, 2.23, 3.48, 2.33, 4.38, 4.09, 2.52, 5.19, 2.39, 3.66, 2.29, 2.88];
const MINOR = [6.33, 2.68, 3.52, 5.38, 2.6, 3.53, 2.54, 4.75, 3.98, 2.69, 3.34, 3.17];

/** Tempo from onsets (music-tempo, MIT), folded into the 60-180 BPM range producers label beats with. */
export function estimateBpm({ samples, sampleRate }: Pcm): number | null {
  if (samples.length < sampleRate * 4) return null;
  // music-tempo names a tempo for anything, a pure tone included: no onsets, no tempo.
  if (!hasPulse({ samples, sampleRate })) return null;
  const hopSize = Math.round(sampleRate / 100);
  try {
    const mt = new MusicTempo(samples, { hopSize, timeStep: hopSize / sampleRate });
    let bpm = Number(mt.tempo);
    if (!Number.isFinite(bpm) || bpm <= 0) return null;
    while (bpm < 60) bpm *= 2;
    while (bpm > 180) bpm /= 2;
    return Math.round(bpm);
  } catch {
    // music-tempo throws when it finds no beat at all (an ambient pad, silence).
    return null;
  }
}

/** A rise of loudness by this much (log10 of energy, about +26%) within 30 ms is an onset. */
const ONSET_RISE = 0.1;

/**
 * Whether the audio has onsets to take a tempo from: the energy in ~50 ms windows, every 10 ms, must rise
 * by ONSET_RISE within 30 ms in at least 1% of the windows (a kick or a snare does it every beat).
 * Steady tones and chords stay under a tenth of that; windows this long smooth out a low tone's cycles.
 */
export function hasPulse({ samples, sampleRate }: Pcm): boolean {
  const hop = Math.round(sampleRate / 100);
  const blocks = Math.floor(samples.length / hop);
  const energy = new Float64Array(blocks);
  for (let b = 0; b < blocks; b++) {
    let e = 0;
    for (let i = b * hop; i < (b + 1) * hop; i++) e += samples[i]! * samples[i]!;
    energy[b] = e;
  }
  const WINDOW = 5;
  const loud = new Float64Array(Math.max(0, blocks - WINDOW));
  for (let b = 0; b < loud.length; b++) {
    let e = 0;
    for (let w = 0; w < WINDOW; w++) e += energy[b + w]!;
    loud[b] = Math.log10(e / (WINDOW * hop) + 1e-10);
  }
  let rises = 0;
  for (let b = 3; b < loud.length; b++) if (loud[b]! - loud[b - 3]! > ONSET_RISE) rises++;
  return loud.length > 3 && rises >= 0.01 * (loud.length - 3);
}

/** Musical key: the mean chroma vector correlated with the 24 rotated key profiles; the best wins. */
export function estimateKey({ samples, sampleRate }: Pcm): string | null {
  const size = 4096;
  const hop = Math.max(size, Math.floor(sampleRate / 4));
  Meyda.bufferSize = size;
  Meyda.sampleRate = sampleRate;
  const sum = new Array<number>(12).fill(0);
  let frames = 0;
  for (let start = 0; start + size <= samples.length; start += hop) {
    const frame = samples.subarray(start, start + size);
    if (rms(frame) < 0.01) continue;
    const chroma = Meyda.extract('chroma', frame) as number[] | null;
    if (!chroma) continue;
    chroma.forEach((v, i) => (sum[i]! += v));
    frames++;
  }
  if (frames === 0) return null;
  let best = { score: -Infinity, name: '' };
  for (let tonic = 0; tonic < 12; tonic++) {
    for (const [profile, mode] of [
      [MAJOR, 'major'],
      [MINOR, 'minor'],
    ] as const) {
      const rotated = sum.map((_, i) => profile[(i - tonic + 12) % 12]!);
      const score = correlation(sum, rotated);
      if (score > best.score) best = { score, name: `${PITCH_CLASSES[tonic]} ${mode}` };
    }
  }
  return best.name;
}

/** Peak amplitude per bucket, 0..1, for drawing a waveform. */
export function waveformPeaks({ samples }: Pcm, buckets = 800): number[] {
  const size = Math.max(1, Math.floor(samples.length / buckets));
  const peaks: number[] = [];
  for (let b = 0; b < buckets && b * size < samples.length; b++) {
    let max = 0;
    const end = Math.min(samples.length, (b + 1) * size);
    for (let i = b * size; i < end; i++) max = Math.max(max, Math.abs(samples[i]!));
    peaks.push(Math.round(Math.min(1, max) * 1000) / 1000);
  }
  return peaks;
}

function rms(frame: Float32Array): number {
  let s = 0;
  for (const v of frame) s += v * v;
  return Math.sqrt(s / frame.length);
}

function correlation(a: number[], b: number[]): number {
  const ma = a.reduce((x, y) => x + y, 0) / a.length;
  const mb = b.reduce((x, y) => x + y, 0) / b.length;
  let num = 0,
    da = 0,
    db = 0;
  for (let i = 0; i < a.length; i++) {
    num += (a[i]! - ma) * (b[i]! - mb);
    da += (a[i]! - ma) ** 2;
    db += (b[i]! - mb) ** 2;
  }
  return da && db ? num / Math.sqrt(da * db) : 0;
}

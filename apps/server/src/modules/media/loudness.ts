import type { Pcm } from './audio-analysis.js';

/** One biquad stage (direct form I), coefficients normalised by a0. */
interface Biquad {
  b: [number, number, number];
  a: [number, number];
}

/**
 * ITU-R BS.1770 K-weighting at any sample rate: the head's high shelf (+4 dB above ~1.7 kHz) and the
 * RLB high-pass (~38 Hz), from their analogue parameters (the values pyloudnorm derived from the 48 kHz
 * coefficients of the standard), so the 22,050 Hz analysis PCM needs no resampling.
 */
function kWeighting(fs: number): Biquad[] {
  const shelf = (() => {
    const G = 3.99984385397;
    const Q = 0.7071752369554193;
    const w0 = (2 * Math.PI * 1681.9744509555319) / fs;
    const A = 10 ** (G / 40);
    const alpha = Math.sin(w0) / (2 * Q);
    const cos = Math.cos(w0);
    const sq = 2 * Math.sqrt(A) * alpha;
    const a0 = A + 1 - (A - 1) * cos + sq;
    return norm(
      [A * (A + 1 + (A - 1) * cos + sq), -2 * A * (A - 1 + (A + 1) * cos), A * (A + 1 + (A - 1) * cos - sq)],
      [a0, 2 * (A - 1 - (A + 1) * cos), A + 1 - (A - 1) * cos - sq],
    );
  })();
  const highPass = (() => {
    const Q = 0.5003270373253953;
    const w0 = (2 * Math.PI * 38.13547087613982) / fs;
    const alpha = Math.sin(w0) / (2 * Q);
    const cos = Math.cos(w0);
    return norm([(1 + cos) / 2, -(1 + cos), (1 + cos) / 2], [1 + alpha, -2 * cos, 1 - alpha]);
  })();
  return [shelf, highPass];
}

const norm = (b: number[], a: number[]): Biquad => ({
  b: [b[0]! / a[0]!, b[1]! / a[0]!, b[2]! / a[0]!],
  a: [a[1]! / a[0]!, a[2]! / a[0]!],
});

function filter(x: Float32Array | Float64Array, { b, a }: Biquad): Float64Array {
  const y = new Float64Array(x.length);
  let x1 = 0,
    x2 = 0,
    y1 = 0,
    y2 = 0;
  for (let i = 0; i < x.length; i++) {
    const v = b[0] * x[i]! + b[1] * x1 + b[2] * x2 - a[0] * y1 - a[1] * y2;
    x2 = x1;
    x1 = x[i]!;
    y2 = y1;
    y1 = v;
    y[i] = v;
  }
  return y;
}

/**
 * The analysis PCM is the stereo master's mid channel, (L+R)/2. For the centred material beats are
 * mostly made of, both channels carry that signal and BS.1770 sums their powers: +3.01 dB.
 */
const STEREO_FROM_MID_DB = 10 * Math.log10(2);

/**
 * EBU R128 integrated loudness (LUFS): K-weighted mean square over 400 ms blocks every 100 ms, gated at
 * -70 LUFS and then 10 LU under the blocks' mean. Null when every block is under the absolute gate.
 */
export function integratedLoudness({ samples, sampleRate }: Pcm): number | null {
  let weighted: Float32Array | Float64Array = samples;
  for (const stage of kWeighting(sampleRate)) weighted = filter(weighted, stage);
  const block = Math.round(0.4 * sampleRate);
  const step = Math.round(0.1 * sampleRate);
  const powers: number[] = [];
  for (let start = 0; start + block <= weighted.length; start += step) {
    let s = 0;
    for (let i = start; i < start + block; i++) s += weighted[i]! * weighted[i]!;
    powers.push(s / block);
  }
  const lufs = (power: number) => -0.691 + 10 * Math.log10(power) + STEREO_FROM_MID_DB;
  const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
  const audible = powers.filter((p) => p > 0 && lufs(p) > -70);
  if (!audible.length) return null;
  const relativeGate = lufs(mean(audible)) - 10;
  const gated = audible.filter((p) => lufs(p) > relativeGate);
  return Math.round(lufs(mean(gated)) * 100) / 100;
}

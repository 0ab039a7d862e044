import { rm } from 'node:fs/promises';
import type { Ffmpeg } from '../../adapters/ffmpeg.js';

const NOTE_HZ: Record<string, number> = {
  C: 130.81,
  'C#': 138.59,
  D: 146.83,
  'D#': 155.56,
  E: 164.81,
  F: 174.61,
  'F#': 185,
  G: 196,
  'G#': 207.65,
  A: 220,
  'A#': 233.08,
  B: 246.94,
};

/**
 * A synthesized beat (kick on every beat, offbeat hats, a sustained triad in the key) written as a WAV:
 * the demo catalog and the tests need real audio with a known tempo and key, and there is no network.
 */
export async function synthesizeBeat(
  ffmpeg: Ffmpeg,
  out: string,
  opts: { bpm: number; key: string; seconds: number },
): Promise<void> {
  const [note = 'A', mode = 'minor'] = opts.key.split(' ');
  const root = NOTE_HZ[note] ?? 220;
  const third = mode === 'major' ? 1.2599 : 1.1892;
  const p = (60 / opts.bpm).toFixed(6);
  const kick = `0.9*sin(2*PI*52*mod(t\\,${p}))*exp(-mod(t\\,${p})*16)`;
  const hat = `0.12*(random(0)*2-1)*exp(-mod(t+${p}/2\\,${p})*70)`;
  const pad = `0.14*(sin(2*PI*${root}*t)+sin(2*PI*${root * third}*t)+sin(2*PI*${root * 1.4983}*t)+0.6*sin(2*PI*${root * 2}*t))`;
  // Evaluating the expression per sample is slow: render one bar, then loop the file.
  const barFile = `${out}.bar.wav`;
  const src = `aevalsrc=${kick}+${hat}+${pad}:s=44100:c=stereo:d=${((4 * 60) / opts.bpm).toFixed(6)}`;
  await ffmpeg.run(['-y', '-f', 'lavfi', '-i', src, '-c:a', 'pcm_s16le', barFile]);
  await ffmpeg.run(['-y', '-stream_loop', '-1', '-i', barFile, '-t', String(opts.seconds), '-c:a', 'pcm_s16le', out]);
  await rm(barFile, { force: true });
}

/** The default voice tag: a two-note chime, for producers who have not recorded their own. */
export function synthesizeDefaultTag(ffmpeg: Ffmpeg, out: string): Promise<Buffer> {
  const chime = `0.5*sin(2*PI*1318.5*t)*exp(-t*5)*lt(t\\,0.35)+0.5*sin(2*PI*987.8*(t-0.35))*exp(-(t-0.35)*4)*gte(t\\,0.35)`;
  return ffmpeg.run(['-y', '-f', 'lavfi', '-i', `aevalsrc=${chime}:s=44100:c=stereo:d=1.2`, '-c:a', 'pcm_s16le', out]);
}

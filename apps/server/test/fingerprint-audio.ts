import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Ffmpeg } from '../src/adapters/ffmpeg.js';
import { synthesizeDefaultTag } from '../src/modules/media/synth.js';
import { pcmWav } from './media-helpers.js';

/** Chromaprint's own rate: nothing above it would reach the fingerprint. */
const RATE = 11025;

/** A small deterministic generator (mulberry32): the same seed, the same beat. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++)
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32000), i * 2);
  return pcmWav(data, 1, RATE);
}

/**
 * A distinct beat per seed, rendered in memory in milliseconds (ffmpeg's expression source is far slower):
 * its own tempo, drum pattern, bass line and four-bar melody, so no two seeds share audio.
 */
export async function seededBeat(file: string, seed: number, seconds: number): Promise<void> {
  const rnd = random(seed);
  const bpm = 70 + Math.floor(rnd() * 90);
  const step = (60 / bpm / 4) * RATE; // sixteenth notes
  const kicks = Array.from({ length: 16 }, (_, i) => i % 4 === 0 || rnd() < 0.2);
  const snares = Array.from({ length: 16 }, (_, i) => i % 8 === 4 || rnd() < 0.08);
  const root = 40 + Math.floor(rnd() * 20);
  const scale = [0, 2, 3, 5, 7, 8, 10];
  const step_ = (note: number) => (440 * 2 ** ((note - 69) / 12)) / RATE;
  const melody = Array.from({ length: 64 }, () =>
    rnd() < 0.3 ? null : step_(root + 12 + scale[Math.floor(rnd() * 7)]!),
  );
  const bass = Array.from({ length: 16 }, () => step_(root - 12 + scale[Math.floor(rnd() * 5)]!));
  const bright = 1 + Math.floor(rnd() * 4);
  const out = new Float32Array(Math.round(seconds * RATE));
  let phaseM = 0;
  let phaseB = 0;
  for (let i = 0; i < out.length; i++) {
    const s = Math.floor(i / step);
    const into = (i - s * step) / RATE;
    const m = melody[s % 64];
    const b = bass[Math.floor(s / 4) % 16]!;
    phaseM += m ?? 0;
    phaseB += b;
    let v = 0;
    if (kicks[s % 16])
      v += 0.7 * Math.sin(2 * Math.PI * 55 * into * (1 + 2 * Math.exp(-into * 40))) * Math.exp(-into * 12);
    if (snares[s % 16]) v += 0.35 * (rnd() * 2 - 1) * Math.exp(-into * 25);
    v += 0.06 * (rnd() * 2 - 1) * Math.exp(-into * 90);
    if (m !== null) {
      const env = Math.exp(-into * 4);
      for (let h = 1; h <= bright; h++) v += (0.18 / h) * Math.sin(2 * Math.PI * h * phaseM) * env;
    }
    v += 0.25 * Math.sin(2 * Math.PI * phaseB);
    out[i] = v * 0.6;
  }
  await writeFile(file, wav(out));
}

const slots = new Map<string, Promise<string>>();
/** The default tag a second in, padded to five seconds: looped, a tag every five seconds (one file per folder). */
function tagSlot(ffmpeg: Ffmpeg, dir: string): Promise<string> {
  let slot = slots.get(dir);
  if (!slot) {
    slot = (async () => {
      const tag = path.join(dir, 'tag.wav');
      const file = path.join(dir, 'tag-slot.wav');
      await synthesizeDefaultTag(ffmpeg, tag);
      await ffmpeg.run(['-y', '-i', tag, '-af', 'aresample=22050,pan=mono|c0=c0,adelay=500,apad', '-t', '5', file]);
      return file;
    })();
    slots.set(dir, slot);
  }
  return slot;
}

export type Transform = 'mp3-128k' | 'trim' | 'gain-up' | 'gain-down' | 'voice-tag' | 'all';

/** The copies a thief makes of a master: re-encoded, trimmed by seconds, louder or softer, tagged over. */
export async function transformed(ffmpeg: Ffmpeg, master: string, kind: Transform, dir: string): Promise<string> {
  const out = path.join(dir, `${path.basename(master, '.wav')}-${kind}.mp3`);
  const tagged = kind === 'voice-tag' || kind === 'all';
  const filters = {
    'mp3-128k': [],
    trim: ['atrim=start=3.3', 'asetpts=N/SR/TB'],
    'gain-up': ['volume=6dB'],
    'gain-down': ['volume=-6dB'],
    'voice-tag': [],
    all: ['atrim=start=2.1', 'asetpts=N/SR/TB', 'volume=-6dB'],
  }[kind];
  const chain = filters.length ? filters.join(',') : 'anull';
  if (!tagged) {
    await ffmpeg.run(['-y', '-i', master, '-af', chain, '-c:a', 'libmp3lame', '-b:a', '128k', out]);
    return out;
  }
  const slot = await tagSlot(ffmpeg, dir);
  // The tag as loud as the beat: harsher than the store's own previews.
  const graph = `[0:a]aresample=22050,pan=mono|c0=c0,${chain}[bed];[1:a]volume=1[t];[bed][t]amix=inputs=2:duration=first:normalize=0[out]`;
  await ffmpeg.run(
    ['-y', '-i', master, '-stream_loop', '-1', '-i', slot, '-filter_complex', graph, '-map', '[out]'].concat([
      '-c:a',
      'libmp3lame',
      '-b:a',
      '128k',
      out,
    ]),
  );
  return out;
}

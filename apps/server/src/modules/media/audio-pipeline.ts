import { open } from 'node:fs/promises';
import path from 'node:path';
import { ffmpegInput, OutputTooLarge, type Ffmpeg } from '../../adapters/ffmpeg.js';
import { sniff } from './file-types.js';
import { analyseInChild } from './analysis-worker.js';
import { waveformPeaks, type Pcm } from './audio-analysis.js';
import type { SoundFeatures } from './sound-features.js';

export interface ProcessedAudio {
  previewPath: string;
  untaggedPath: string;
  durationMs: number;
  bpm: number | null;
  key: string | null;
  peaks: number[];
  /** Decision 0104: the sound vector and loudness of the first 90 s; null for silence. */
  sound: SoundFeatures | null;
}

export const ANALYSIS_RATE = 22050;
/** Seconds between voice tags in a preview: often enough that an unlicensed rip is useless. */
export const TAG_INTERVAL_SEC = 15;

/**
 * One ffmpeg pass decodes the master once and writes the untagged MP3, the voice-tagged preview and the
 * mono PCM the analysis reads; then tempo, key and waveform peaks come from that PCM.
 */
export async function processMaster(
  ffmpeg: Ffmpeg,
  input: { masterPath: string; voiceTagPath: string; workDir: string; maxSeconds: number },
): Promise<ProcessedAudio> {
  const previewPath = path.join(input.workDir, 'preview.mp3');
  const untaggedPath = path.join(input.workDir, 'untagged.mp3');
  const tagSlot = path.join(input.workDir, 'tag-slot.wav');
  const masterInput = await checkedInput(input.masterPath);
  const tagInput = await checkedInput(input.voiceTagPath);
  const stereo = 'aresample=44100,aformat=sample_fmts=fltp:channel_layouts=stereo';
  // One tag per interval: the tag a second in, then silence; the main pass loops this file.
  await ffmpeg.run([
    '-y',
    ...tagInput,
    '-af',
    `${stereo},adelay=1000|1000,apad`,
    '-t',
    String(TAG_INTERVAL_SEC),
    tagSlot,
  ]);
  // ffmpeg 4 (the npm fallback) has no amix normalize; doubling undoes its halving of two inputs.
  const mix =
    ffmpeg.source === 'npm' ? 'amix=inputs=2:duration=first,volume=2' : 'amix=inputs=2:duration=first:normalize=0';
  const graph = [
    `[0:a]${stereo},asplit=3[clean][bed][an]`,
    `[1:a]${stereo}[tag]`,
    `[bed][tag]${mix}[preview]`,
    `[an]aresample=${ANALYSIS_RATE},pan=mono|c0=0.5*c0+0.5*c1[mono]`,
  ].join(';');
  // Decoding stops a second past the limit (`-t` on the input), and the PCM is capped besides: a long
  // master at a low bitrate is a small file that would decode to gigabytes.
  const tooLong = () =>
    new Error(`The master is longer than ${describeSeconds(input.maxSeconds)}, the longest accepted.`);
  const out = await ffmpeg
    .run(
      [
        '-y',
        '-t',
        String(input.maxSeconds + 1),
        ...masterInput,
        '-stream_loop',
        '-1',
        ...ffmpegInput('wav', tagSlot),
        '-filter_complex',
        graph,
        ...mp3Output('[clean]', '320k', untaggedPath),
        ...mp3Output('[preview]', '128k', previewPath),
        ...PCM_TO_STDOUT,
      ],
      { maxOutput: (input.maxSeconds + 2) * ANALYSIS_RATE * 4 },
    )
    .catch((err: unknown) => {
      throw err instanceof OutputTooLarge ? tooLong() : err;
    });
  const pcm: Pcm = { samples: toFloat32(out), sampleRate: ANALYSIS_RATE };
  if (pcm.samples.length < ANALYSIS_RATE) throw new Error('The master is shorter than one second');
  if (pcm.samples.length > input.maxSeconds * ANALYSIS_RATE) throw tooLong();
  const peaks = waveformPeaks(pcm);
  // Seconds of CPU: in the analysis process, so the API keeps answering meanwhile.
  const { bpm, key, sound } = await analyseInChild(pcm, true);
  return {
    previewPath,
    untaggedPath,
    durationMs: Math.round((pcm.samples.length / ANALYSIS_RATE) * 1000),
    bpm,
    key,
    peaks,
    sound,
  };
}

/** An ffmpeg output: the graph's `label` as an MP3 at `kbps` in `file`. */
export const mp3Output = (label: string, kbps: string, file: string, ...extra: string[]) => [
  '-map',
  label,
  '-c:a',
  'libmp3lame',
  '-b:a',
  kbps,
  ...extra,
  file,
];
/** The graph's `[mono]` as raw 32-bit floats on stdout: what the analysis and the waveform read. */
export const PCM_TO_STDOUT = ['-map', '[mono]', '-f', 'f32le', 'pipe:1'];

/** The ffmpeg input for a stored file, by its real type (uploads were checked to be WAV or MP3). */
export async function checkedInput(file: string): Promise<string[]> {
  const fh = await open(file, 'r');
  const head = Buffer.alloc(16);
  try {
    await fh.read(head, 0, 16, 0);
  } finally {
    await fh.close();
  }
  const kind = sniff(head);
  if (kind !== 'wav' && kind !== 'mp3') throw new Error(`${path.basename(file)} is not a WAV or MP3 file`);
  return ffmpegInput(kind, file);
}

/** 1200 → '20 minutes', 90 → '90 seconds'. */
export function describeSeconds(s: number): string {
  return s % 60 === 0 ? `${s / 60} minute${s === 60 ? '' : 's'}` : `${s} seconds`;
}

export function toFloat32(buf: Buffer): Float32Array {
  // A view when aligned (ffmpeg's collected output is): no second copy of a long decode.
  if (buf.byteOffset % 4 === 0) return new Float32Array(buf.buffer, buf.byteOffset, Math.floor(buf.length / 4));
  const copy = new Uint8Array(buf.length - (buf.length % 4));
  copy.set(buf.subarray(0, copy.length));
  return new Float32Array(copy.buffer);
}

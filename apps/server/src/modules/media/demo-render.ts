import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { RESPONSIVE_IMAGE_WIDTHS } from '@beatmarket/shared';
import { ffmpegInput, type Ffmpeg } from '../../adapters/ffmpeg.js';
import { waveformPeaks } from './audio-analysis.js';
import { mp3Output, PCM_TO_STDOUT, TAG_INTERVAL_SEC } from './audio-pipeline.js';
import { synthesizeBeat } from './synth.js';

/** Bump when the demo audio or its encoding changes: cached renders under the old version are ignored. */
const RENDER_VERSION = 1;
const PEAKS_RATE = 8000;

export interface DemoAudioSpec {
  bpm: number;
  key: string;
  seconds: number;
}

/** A demo preview ready to store: the tagged MP3 and its waveform JSON. */
export interface DemoPreview {
  previewPath: string;
  peaksPath: string;
  durationMs: number;
}

/**
 * The light path for the demo catalog's synthesized masters. Their tempo and key are known (they were
 * made from them), so there is no analysis; the sound is the same in both channels, so the preview is
 * mono, which halves the MP3 encoding, the costly part. Renders are cached by what they are made from,
 * so a new data dir on the same checkout gets its previews by copying (see seed-media.ts).
 */
export function createDemoRenderer(ffmpeg: Ffmpeg, cacheDir: string) {
  /** Each tag slot's content hash: a render is cached under what it was made from, the tag included. */
  const slotHashes = new Map<string, string>();
  const specDir = (spec: DemoAudioSpec, slotPath: string) =>
    path.join(
      cacheDir,
      createHash('sha256')
        .update(JSON.stringify({ v: RENDER_VERSION, ffmpeg: ffmpeg.source, tag: slotHashes.get(slotPath), ...spec }))
        .digest('hex')
        .slice(0, 24),
    );

  /** The voice tag padded to one interval, looped under the whole preview (as processMaster does). */
  async function tagSlot(voiceTagPath: string, workDir: string): Promise<string> {
    const out = path.join(workDir, 'demo-tag-slot.wav');
    await ffmpeg.run([
      '-y',
      ...ffmpegInput('wav', voiceTagPath),
      '-af',
      'aresample=44100,aformat=channel_layouts=mono,adelay=1000,apad',
      '-t',
      String(TAG_INTERVAL_SEC),
      out,
    ]);
    slotHashes.set(
      out,
      createHash('sha256')
        .update(await readFile(out))
        .digest('hex'),
    );
    return out;
  }

  /** One ffmpeg pass: the master with the tag mixed in as a mono MP3, and low-rate PCM for the waveform. */
  async function renderPreview(masterPath: string, slotPath: string, outDir: string): Promise<DemoPreview> {
    const previewPath = path.join(outDir, 'preview.mp3');
    const peaksPath = path.join(outDir, 'peaks.json');
    const mix =
      ffmpeg.source === 'npm' ? 'amix=inputs=2:duration=first,volume=2' : 'amix=inputs=2:duration=first:normalize=0';
    const pcm = await ffmpeg.run([
      '-y',
      ...ffmpegInput('wav', masterPath),
      '-stream_loop',
      '-1',
      ...ffmpegInput('wav', slotPath),
      '-filter_complex',
      `[0:a]aresample=44100,aformat=channel_layouts=mono,asplit=2[bed][an];[bed][1:a]${mix}[preview];[an]aresample=${PEAKS_RATE}[mono]`,
      // LAME's fastest psychoacoustic setting: the synthesized demo gains nothing from the slower ones.
      ...mp3Output('[preview]', '96k', previewPath, '-compression_level', '9'),
      ...PCM_TO_STDOUT,
    ]);
    const samples = new Float32Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 4));
    const durationMs = Math.round((samples.length / PEAKS_RATE) * 1000);
    const peaks = waveformPeaks({ samples: new Float32Array(samples), sampleRate: PEAKS_RATE });
    await writeFile(peaksPath, JSON.stringify({ duration: durationMs / 1000, peaks }));
    return { previewPath, peaksPath, durationMs };
  }

  return {
    tagSlot,
    /**
     * The preview of a demo master made from `spec`: from the cache, or synthesized and rendered (and
     * then cached). `workDir` receives the master when it had to be made.
     */
    async preview(spec: DemoAudioSpec, slotPath: string, workDir: string): Promise<DemoPreview & { cached: boolean }> {
      const dir = specDir(spec, slotPath);
      const cached = { previewPath: path.join(dir, 'preview.mp3'), peaksPath: path.join(dir, 'peaks.json') };
      const hit = await stat(cached.peaksPath).catch(() => null);
      if (hit) {
        const { duration } = JSON.parse(await readFile(cached.peaksPath, 'utf8')) as { duration: number };
        return { ...cached, durationMs: Math.round(duration * 1000), cached: true };
      }
      const master = path.join(workDir, 'master.wav');
      await synthesizeBeat(ffmpeg, master, spec);
      const rendered = await renderPreview(master, slotPath, workDir);
      // Into the cache whole or not at all: a render cut short must not be found next time.
      try {
        await mkdir(cacheDir, { recursive: true });
        const tmp = await mkdtemp(`${dir}.tmp-`);
        await copyFile(rendered.previewPath, path.join(tmp, 'preview.mp3'));
        await copyFile(rendered.peaksPath, path.join(tmp, 'peaks.json'));
        await rename(tmp, dir).catch(() => rm(tmp, { recursive: true, force: true }));
      } catch {
        // A read-only install still works, without the cache.
      }
      return { ...rendered, cached: false };
    },
    /** The master itself (the studio lists it; a buyer's WAV comes from it). */
    master: (spec: DemoAudioSpec, out: string) => synthesizeBeat(ffmpeg, out, spec),
  };
}
export type DemoRenderer = ReturnType<typeof createDemoRenderer>;

/**
 * Every responsive width of a generated cover, drawn once at the largest width and scaled down (the
 * upload path decodes the stored file again for each width, with mozjpeg: right for photos, slow here).
 */
export async function demoCoverVariants(svg: string): Promise<Map<number, Buffer>> {
  const largest = RESPONSIVE_IMAGE_WIDTHS[RESPONSIVE_IMAGE_WIDTHS.length - 1]!;
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(largest, largest, { fit: 'cover' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out = new Map<number, Buffer>();
  for (const width of RESPONSIVE_IMAGE_WIDTHS) {
    out.set(
      width,
      await sharp(data, { raw: info }).resize(width, width).jpeg({ quality: 82, progressive: true }).toBuffer(),
    );
  }
  return out;
}

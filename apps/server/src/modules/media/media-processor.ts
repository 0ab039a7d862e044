import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Ffmpeg } from '../../adapters/ffmpeg.js';
import type { Storage } from '../../adapters/storage.js';
import { processMaster } from './audio-pipeline.js';
import { renderStoreDemo } from './store-demo-render.js';
import type { MediaRepository } from './media.repository.js';
import type { SoundRepository } from './sound.repository.js';
import { synthesizeDefaultTag } from './synth.js';

export const DEFAULT_VOICE_TAG_KEY = 'private/voice-tags/default.wav';

/** Turns a beat's stored master into its public preview, waveform and private untagged MP3; a store item's demo too. */
export function createMediaProcessor(deps: {
  repo: MediaRepository;
  sounds: SoundRepository;
  storage: Storage;
  ffmpeg: Ffmpeg;
  /** The longest master decoded (UPLOAD_RULES master.max_duration). */
  maxSeconds: number;
  /** The longest store demo decoded (UPLOAD_RULES store_demo.max_duration). */
  demoMaxSeconds: number;
  /** Later steps that read the master while it is on disk (the copy check's fingerprint, issue 37 §4). */
  afterMaster?: (beatId: number, masterPath: string) => Promise<unknown>;
}) {
  const { repo, storage, ffmpeg } = deps;

  async function ensureDefaultTag(): Promise<void> {
    if ((await storage.size(DEFAULT_VOICE_TAG_KEY)) !== null) return;
    const dir = await mkdtemp(path.join(tmpdir(), 'bm-tag-'));
    try {
      const file = path.join(dir, 'default.wav');
      await synthesizeDefaultTag(ffmpeg, file);
      await storage.upload(file, DEFAULT_VOICE_TAG_KEY, 'audio/wav');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  return {
    ensureDefaultTag,
    async process(beatId: number): Promise<void> {
      const beat = await repo.beatMedia(beatId);
      if (!beat?.masterKey) throw new Error('No master file was uploaded');
      await ensureDefaultTag();
      const dir = await mkdtemp(path.join(tmpdir(), 'bm-media-'));
      try {
        const masterPath = path.join(dir, 'master');
        const voiceTagPath = path.join(dir, 'tag');
        await storage.download(beat.masterKey, masterPath);
        await storage.download(beat.voiceTagKey ?? DEFAULT_VOICE_TAG_KEY, voiceTagPath);
        const out = await processMaster(ffmpeg, {
          masterPath,
          voiceTagPath,
          workDir: dir,
          maxSeconds: deps.maxSeconds,
        });
        // New names on every run: previews are cached for a year, so a changed file needs a new URL.
        const stamp = randomBytes(6).toString('hex');
        const previewKey = `public/previews/${beatId}-${stamp}.mp3`;
        const peaksKey = `public/previews/${beatId}-${stamp}.json`;
        const untaggedKey = `private/untagged/${beatId}-${stamp}.mp3`;
        const peaksPath = path.join(dir, 'peaks.json');
        await writeFile(peaksPath, JSON.stringify({ duration: out.durationMs / 1000, peaks: out.peaks }));
        await storage.upload(out.previewPath, previewKey, 'audio/mpeg');
        await storage.upload(peaksPath, peaksKey, 'application/json');
        await storage.upload(out.untaggedPath, untaggedKey, 'audio/mpeg');
        await repo.saveProcessed(beatId, {
          demoUrl: storage.publicUrl(previewKey),
          previewKey,
          untaggedKey,
          waveformUrl: storage.publicUrl(peaksKey),
          durationMs: out.durationMs,
          bpmDetected: out.bpm,
          keyDetected: out.key,
        });
        await deps.sounds.save(beatId, out.sound);
        const stale = [beat.previewKey, beat.untaggedKey, beat.previewKey?.replace(/\.mp3$/, '.json')].filter(
          (k): k is string => !!k,
        );
        await storage.remove(stale);
        await deps.afterMaster?.(beatId, masterPath);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },

    /** Turns a store item's demo upload into its public preview and waveform (decision 0099). */
    async processStoreDemo(storeItemId: number): Promise<void> {
      const item = await repo.storeDemoMedia(storeItemId);
      if (!item?.demoMasterKey) throw new Error('No demo file was uploaded');
      const dir = await mkdtemp(path.join(tmpdir(), 'bm-demo-'));
      try {
        const sourcePath = path.join(dir, 'source');
        await storage.download(item.demoMasterKey, sourcePath);
        const out = await renderStoreDemo(ffmpeg, { sourcePath, workDir: dir, maxSeconds: deps.demoMaxSeconds });
        const stamp = randomBytes(6).toString('hex');
        const demoKey = `public/store-demos/${storeItemId}-${stamp}.mp3`;
        const peaksKey = `public/store-demos/${storeItemId}-${stamp}.json`;
        const peaksPath = path.join(dir, 'peaks.json');
        await writeFile(peaksPath, JSON.stringify({ duration: out.durationMs / 1000, peaks: out.peaks }));
        await storage.upload(out.previewPath, demoKey, 'audio/mpeg');
        await storage.upload(peaksPath, peaksKey, 'application/json');
        await repo.saveStoreDemo(storeItemId, {
          demoKey,
          demoUrl: storage.publicUrl(demoKey),
          demoWaveformUrl: storage.publicUrl(peaksKey),
          demoDurationMs: out.durationMs,
        });
        const stale = item.demoKey ? [item.demoKey, item.demoKey.replace(/\.mp3$/, '.json')] : [];
        await storage.remove(stale);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
export type MediaProcessor = ReturnType<typeof createMediaProcessor>;

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Ffmpeg } from '../../adapters/ffmpeg.js';
import type { Storage } from '../../adapters/storage.js';
import { ANALYSIS_RATE, checkedInput, toFloat32 } from './audio-pipeline.js';
import { analyseInChild } from './analysis-worker.js';
import { SOUND_EXCERPT_SECONDS, type SoundFeatures } from './sound-features.js';
import type { SoundRepository } from './sound.repository.js';

/**
 * The sound description of an audio file (WAV or MP3): only its first SOUND_EXCERPT_SECONDS are
 * decoded, to the same mono PCM the pipeline analyses. What a "sounds like" reference goes through too.
 */
export async function describeFile(ffmpeg: Ffmpeg, file: string): Promise<SoundFeatures | null> {
  const input = await checkedInput(file);
  const out = await ffmpeg.run(
    [
      '-t',
      String(SOUND_EXCERPT_SECONDS),
      ...input,
      '-af',
      `aresample=${ANALYSIS_RATE},pan=mono|c0=0.5*c0+0.5*c1`,
      '-f',
      'f32le',
      'pipe:1',
    ],
    { maxOutput: (SOUND_EXCERPT_SECONDS + 1) * ANALYSIS_RATE * 4 },
  );
  return (await analyseInChild({ samples: toFloat32(out), sampleRate: ANALYSIS_RATE }, false)).sound;
}

/**
 * Describes the masters processed before the pipeline measured sound (the demo catalog's too), one a
 * call, while the media worker has no job: returns whether there was one. A master that cannot be
 * decoded is marked described without a vector, so it is not tried for ever.
 */
export function createSoundBackfill(deps: {
  sounds: SoundRepository;
  storage: Storage;
  ffmpeg: Ffmpeg;
  log?: FastifyBaseLogger;
  /** What else reads an older master while it is on disk (the copy index, issue 37 §4); its failure is logged. */
  alsoRead?: (beatId: number, masterPath: string) => Promise<unknown>;
}) {
  return async function describeNext(): Promise<boolean> {
    const beat = await deps.sounds.nextUndescribed();
    if (!beat) return false;
    const dir = await mkdtemp(path.join(tmpdir(), 'bm-sound-'));
    try {
      const master = path.join(dir, 'master');
      await deps.storage.download(beat.masterKey, master);
      await deps.sounds.save(beat.id, await describeFile(deps.ffmpeg, master));
      await deps
        .alsoRead?.(beat.id, master)
        .catch((err: unknown) => deps.log?.warn({ err, beatId: beat.id }, 'backfill of an older master failed'));
    } catch (err) {
      deps.log?.warn({ err, beatId: beat.id }, 'sound description failed');
      await deps.sounds.save(beat.id, null);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    return true;
  };
}

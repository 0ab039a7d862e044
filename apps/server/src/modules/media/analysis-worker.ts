import { fileURLToPath } from 'node:url';
import type { Pcm } from './audio-analysis.js';
import { createChildWorker } from './child-worker.js';
import type { SoundFeatures } from './sound-features.js';

export interface AnalysisRequest extends Pcm {
  /** False for a "sounds like" reference or the backfill, which need only the sound description. */
  tempoAndKey: boolean;
}
export interface AnalysisResult {
  bpm: number | null;
  key: string | null;
  sound: SoundFeatures | null;
}

/** Far more than a 10-minute master needs (a few seconds): past it the process is taken as stuck. */
const ANALYSIS_TIMEOUT_MS = 120_000;

const analysis = createChildWorker<AnalysisRequest, AnalysisResult>(
  fileURLToPath(new URL('./audio-analysis.child.ts', import.meta.url)),
  {
    timeoutMs: ANALYSIS_TIMEOUT_MS,
    timeoutMessage: 'The audio analysis took too long.',
    exitMessage: 'The audio analysis process stopped.',
    serialization: 'advanced',
  },
);

/**
 * Tempo, key and the sound description of decoded audio, worked out in the analysis process (one at a
 * time); `pid` says which process did.
 */
export const analyseInChild = (pcm: Pcm, tempoAndKey: boolean): Promise<AnalysisResult & { pid: number }> =>
  analysis.run({ ...pcm, tempoAndKey });

/** Stops the analysis process (tests, and a server that closes). */
export const stopAnalysisProcess = (): void => analysis.stop();

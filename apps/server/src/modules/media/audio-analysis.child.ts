import { estimateBpm, estimateKey } from './audio-analysis.js';
import { serveChildRequests } from './child-worker.js';
import type { AnalysisRequest, AnalysisResult } from './analysis-worker.js';
import { describeSound } from './sound-features.js';

/**
 * The audio analysis process's entry (analysis-worker.ts forks it): tempo, key and the sound description
 * take seconds of CPU per master, which here never hold up the API's requests.
 */
serveChildRequests<AnalysisRequest, AnalysisResult>(({ samples, sampleRate, tempoAndKey }) => {
  const pcm = { samples, sampleRate };
  return {
    bpm: tempoAndKey ? estimateBpm(pcm) : null,
    key: tempoAndKey ? estimateKey(pcm) : null,
    sound: describeSound(pcm),
  };
});

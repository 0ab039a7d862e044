import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { locateFfmpeg } from '../../adapters/ffmpeg.js';
import { analyseInChild, stopAnalysisProcess } from './analysis-worker.js';
import { estimateBpm, estimateKey } from './audio-analysis.js';
import { ANALYSIS_RATE, toFloat32 } from './audio-pipeline.js';
import { ChildFailed } from './child-worker.js';
import { describeSound } from './sound-features.js';
import { synthesizeBeat } from './synth.js';

const ffmpeg = locateFfmpeg();
const dir = mkdtempSync(path.join(tmpdir(), 'bm-analysis-'));
afterAll(() => stopAnalysisProcess());

async function pcmOf(seconds: number) {
  const file = path.join(dir, `beat-${seconds}.wav`);
  await synthesizeBeat(ffmpeg, file, { bpm: 120, key: 'A minor', seconds });
  const out = await ffmpeg.run([
    '-i',
    file,
    '-af',
    `aresample=${ANALYSIS_RATE},pan=mono|c0=c0`,
    '-f',
    'f32le',
    'pipe:1',
  ]);
  return { samples: toFloat32(out), sampleRate: ANALYSIS_RATE };
}

describe('the audio analysis process', () => {
  it('answers what the analysis answers in this process, from another process', async () => {
    const pcm = await pcmOf(12);
    const expected = { bpm: estimateBpm(pcm), key: estimateKey(pcm), sound: describeSound(pcm) };
    const done = await analyseInChild(pcm, true);
    expect(done.pid).not.toBe(process.pid);
    expect({ bpm: done.bpm, key: done.key, sound: done.sound }).toEqual(expected);
    const soundOnly = await analyseInChild(pcm, false);
    expect(soundOnly).toMatchObject({ bpm: null, key: null, sound: expected.sound, pid: done.pid });
  }, 60_000);

  it('a process that dies mid-analysis fails that request only; the next one starts a new process', async () => {
    const pcm = await pcmOf(30);
    const first = await analyseInChild(pcm, false);
    const dying = analyseInChild(pcm, true);
    setTimeout(() => process.kill(first.pid, 'SIGKILL'), 20);
    await expect(dying).rejects.toBeInstanceOf(ChildFailed);
    const next = await analyseInChild(pcm, false);
    expect(next.pid).not.toBe(first.pid);
    expect(next.sound).toEqual(first.sound);
  }, 60_000);
});

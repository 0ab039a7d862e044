import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateFfmpeg } from '../../adapters/ffmpeg.js';
import { processMaster } from './audio-pipeline.js';
import { synthesizeDefaultTag } from './synth.js';

const ffmpeg = locateFfmpeg();
const dir = mkdtempSync(path.join(tmpdir(), 'bm-decode-cap-'));

describe('the decode cap', () => {
  it('refuses a long master at a low bitrate with a clear error, holding only what the limit allows', async () => {
    // Half an hour at 8 kbit/s: under 2 MB on disk, about 160 MB once decoded for the analysis.
    const master = path.join(dir, 'long.mp3');
    await ffmpeg.run([
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=220:sample_rate=8000:duration=1800',
      '-ac',
      '1',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '8k',
      master,
    ]);
    expect(statSync(master).size).toBeLessThan(2_000_000);
    const tag = path.join(dir, 'tag.wav');
    await synthesizeDefaultTag(ffmpeg, tag);

    const baseline = process.memoryUsage().arrayBuffers;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers)), 10);
    const started = Date.now();
    try {
      await expect(
        processMaster(ffmpeg, { masterPath: master, voiceTagPath: tag, workDir: dir, maxSeconds: 60 }),
      ).rejects.toThrow('The master is longer than 1 minute, the longest accepted.');
    } finally {
      clearInterval(sampler);
    }
    // A minute of analysis PCM is 5 MB; the whole file would have been 160 MB.
    expect(peak - baseline).toBeLessThan(30 * 1024 * 1024);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);

  it('a capped run that passes its cap is killed and refused, whatever the input', async () => {
    const run = ffmpeg.run(['-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=mono', '-t', '3600', '-f', 'f32le', 'pipe:1'], {
      maxOutput: 1_000_000,
    });
    await expect(run).rejects.toThrow('ffmpeg output passed 1000000 bytes');
  });
});

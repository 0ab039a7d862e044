import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateFfmpeg } from '../../adapters/ffmpeg.js';
import { wavTone } from '../../../test/media-helpers.js';
import { ANALYSIS_RATE } from './audio-pipeline.js';
import { describeFile } from './sound-backfill.js';
import { describeSound, SOUND_DIMENSIONS } from './sound-features.js';
import { synthesizeBeat } from './synth.js';

const ffmpeg = locateFfmpeg();
const dir = mkdtempSync(path.join(tmpdir(), 'bm-sound-'));
const distance = (a: number[], b: number[]) => Math.sqrt(a.reduce((s, v, i) => s + (v - b[i]!) ** 2, 0));

/** ffmpeg's own EBU R128 meter (the ebur128 filter) on a file: the reference the JS meter is held to. */
function ffmpegLoudness(file: string): number {
  const run = spawnSync(ffmpeg.path, ['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128', '-f', 'null', '-']);
  const found = [...run.stderr.toString().matchAll(/I:\s+(-?[\d.]+) LUFS/g)];
  return Number(found.at(-1)![1]);
}

describe('the sound description of a master', () => {
  it('has its dimensions, ignores the gain, moves a little with the tempo and a lot with other material', async () => {
    const master = path.join(dir, 'a.wav');
    await synthesizeBeat(ffmpeg, master, { bpm: 140, key: 'A minor', seconds: 20 });
    const quiet = path.join(dir, 'a-quiet.wav');
    await ffmpeg.run(['-y', '-i', master, '-af', 'volume=0.5', quiet]);
    const faster = path.join(dir, 'a-faster.wav');
    await ffmpeg.run(['-y', '-i', master, '-af', 'atempo=1.03', faster]);
    const other = path.join(dir, 'b.wav');
    await synthesizeBeat(ffmpeg, other, { bpm: 92, key: 'C# minor', seconds: 20 });
    const [a, q, f, b] = await Promise.all([master, quiet, faster, other].map((file) => describeFile(ffmpeg, file)));

    expect(a!.vector).toHaveLength(SOUND_DIMENSIONS);
    expect(distance(a!.vector, q!.vector)).toBeLessThan(0.02);
    expect(distance(a!.vector, f!.vector)).toBeLessThan(0.2);
    expect(distance(a!.vector, b!.vector)).toBeGreaterThan(0.8);
    // Half the amplitude is 6.02 dB less, and the meter agrees with ffmpeg's within half a unit.
    expect(a!.loudnessLufs! - q!.loudnessLufs!).toBeCloseTo(6.02, 1);
    expect(Math.abs(a!.loudnessLufs! - ffmpegLoudness(master))).toBeLessThan(0.5);
  });

  it('has no description for silence or under three seconds, and describes a long master from its start', async () => {
    expect(describeSound({ samples: new Float32Array(ANALYSIS_RATE * 10), sampleRate: ANALYSIS_RATE })).toBeNull();
    const short = path.join(dir, 'short.wav');
    writeFileSync(short, wavTone(2));
    expect(await describeFile(ffmpeg, short)).toBeNull();
    const long = path.join(dir, 'long.wav');
    await synthesizeBeat(ffmpeg, long, { bpm: 120, key: 'E minor', seconds: 150 });
    const started = performance.now();
    const whole = await describeFile(ffmpeg, long);
    expect(whole!.vector).toHaveLength(SOUND_DIMENSIONS);
    // Two shared cores running other suites: generous, the bench has the real figure.
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateFfmpeg } from '../../adapters/ffmpeg.js';
import { processMaster } from './audio-pipeline.js';
import { wavTone } from '../../../test/media-helpers.js';
import { synthesizeBeat, synthesizeDefaultTag } from './synth.js';

const ffmpeg = locateFfmpeg();
const dir = mkdtempSync(path.join(tmpdir(), 'bm-pipeline-'));

/** Mono 8 kHz PCM of a file, to compare what two encodes sound like. */
async function decode(file: string): Promise<Float32Array> {
  const buf = await ffmpeg.run(['-i', file, '-ac', '1', '-ar', '8000', '-f', 'f32le', 'pipe:1']);
  return new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.length - (buf.length % 4)));
}
const rmsDiff = (a: Float32Array, b: Float32Array, from: number, to: number) => {
  let s = 0;
  for (let i = from * 8000; i < to * 8000; i++) s += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(s / ((to - from) * 8000));
};

describe('the audio pipeline', () => {
  it('makes an MP3 preview with the voice tag mixed in, an untagged MP3, tempo, key and peaks', async () => {
    const master = path.join(dir, 'master.wav');
    const tag = path.join(dir, 'tag.wav');
    await synthesizeBeat(ffmpeg, master, { bpm: 120, key: 'A minor', seconds: 20 });
    await synthesizeDefaultTag(ffmpeg, tag);
    const out = await processMaster(ffmpeg, { masterPath: master, voiceTagPath: tag, workDir: dir, maxSeconds: 1200 });

    expect(Math.abs(out.bpm! - 120)).toBeLessThanOrEqual(2);
    expect(out.key).toBe('A minor');
    expect(out.durationMs).toBeGreaterThan(19_900);
    expect(out.durationMs).toBeLessThan(20_100);
    expect(out.peaks.length).toBe(800);
    expect(Math.max(...out.peaks)).toBeGreaterThan(0.3);

    const preview = readFileSync(out.previewPath);
    expect(preview.length).toBeGreaterThan(10_000);
    expect(
      preview.subarray(0, 3).toString('latin1') === 'ID3' || (preview[0] === 0xff && (preview[1]! & 0xe0) === 0xe0),
    ).toBe(true);

    // The tag sounds 1 s in and every 15 s after: there the preview differs from the untagged mix,
    // elsewhere the two are the same music.
    const [tagged, clean] = await Promise.all([decode(out.previewPath), decode(out.untaggedPath)]);
    const withTag = rmsDiff(tagged, clean, 1.05, 1.5);
    const without = rmsDiff(tagged, clean, 5, 9);
    expect(withTag).toBeGreaterThan(0.05);
    expect(withTag).toBeGreaterThan(without * 5);
    expect(rmsDiff(tagged, clean, 16.05, 16.5)).toBeGreaterThan(without * 5);
  });

  it('reports no tempo for a file without a pulse (pure tones), where the detector has no onsets to go on', async () => {
    const tag = path.join(dir, 'tag.wav');
    await synthesizeDefaultTag(ffmpeg, tag);
    for (const hz of [440, 55]) {
      const tone = path.join(dir, `tone-${hz}.wav`);
      writeFileSync(tone, wavTone(12, hz));
      const out = await processMaster(ffmpeg, { masterPath: tone, voiceTagPath: tag, workDir: dir, maxSeconds: 1200 });
      expect(out.bpm).toBeNull();
      expect(out.durationMs).toBeGreaterThan(11_900);
    }
  });

  it('fails with a reason on a file that is not audio', async () => {
    const bogus = path.join(dir, 'bogus.wav');
    (await import('node:fs')).writeFileSync(bogus, 'RIFF....WAVEnot really');
    await expect(
      processMaster(ffmpeg, { masterPath: bogus, voiceTagPath: bogus, workDir: dir, maxSeconds: 1200 }),
    ).rejects.toThrow(/ffmpeg exited/);
  });

  it('opens every input as its checked type and from disk only; a playlist named .wav never reaches ffmpeg', async () => {
    const master = path.join(dir, 'short.wav');
    const tag = path.join(dir, 'short-tag.wav');
    await synthesizeBeat(ffmpeg, master, { bpm: 100, key: 'C major', seconds: 3 });
    await synthesizeDefaultTag(ffmpeg, tag);
    const calls: string[][] = [];
    const spy = { ...ffmpeg, run: (args: string[]) => (calls.push(args), ffmpeg.run(args)) };
    await processMaster(spy, { masterPath: master, voiceTagPath: tag, workDir: dir, maxSeconds: 1200 });
    const inputs = calls.flatMap((args) => args.flatMap((a, i) => (a === '-i' ? [args.slice(i - 4, i + 2)] : [])));
    expect(inputs.length).toBe(3);
    for (const input of inputs)
      expect(input).toEqual(['-protocol_whitelist', 'file', '-f', 'wav', '-i', expect.any(String)]);

    const playlist = path.join(dir, 'playlist.wav');
    (await import('node:fs')).writeFileSync(
      playlist,
      '#EXTM3U\n#EXTINF:10,\nhttp://127.0.0.1:9/secret\n#EXTINF:10,\nfile:///etc/passwd\n#EXT-X-ENDLIST\n',
    );
    calls.length = 0;
    await expect(
      processMaster(spy, { masterPath: playlist, voiceTagPath: tag, workDir: dir, maxSeconds: 1200 }),
    ).rejects.toThrow(/playlist\.wav is not a WAV or MP3 file/);
    expect(calls).toEqual([]);
  });
});

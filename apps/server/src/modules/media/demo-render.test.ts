import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateFfmpeg } from '../../adapters/ffmpeg.js';
import { createDemoRenderer } from './demo-render.js';
import { synthesizeBeat, synthesizeDefaultTag } from './synth.js';

const ffmpeg = locateFfmpeg();
const dir = mkdtempSync(path.join(tmpdir(), 'bm-demo-render-'));

async function decode(file: string): Promise<Float32Array> {
  const buf = await ffmpeg.run(['-i', file, '-ac', '1', '-ar', '8000', '-f', 'f32le', 'pipe:1']);
  return new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.length - (buf.length % 4)));
}
const rmsDiff = (a: Float32Array, b: Float32Array, from: number, to: number) => {
  let s = 0;
  for (let i = from * 8000; i < to * 8000; i++) s += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(s / ((to - from) * 8000));
};

// Real ffmpeg beside the other test workers on two cores: 4 s alone, past 30 s in a busy CI run.
describe('the demo light path', { timeout: 120_000 }, () => {
  it('renders a tagged preview and its waveform without analysis, then serves it from the cache', async () => {
    const calls: string[][] = [];
    const spy = { ...ffmpeg, run: (args: string[]) => (calls.push(args), ffmpeg.run(args)) };
    const renderer = createDemoRenderer(spy, path.join(dir, 'cache'));
    const tag = path.join(dir, 'tag.wav');
    await synthesizeDefaultTag(ffmpeg, tag);
    const slot = await renderer.tagSlot(tag, dir);
    const spec = { bpm: 100, key: 'D minor', seconds: 20 };
    const work = mkdtempSync(path.join(dir, 'w-'));
    const first = await renderer.preview(spec, slot, work);
    expect(first.cached).toBe(false);
    expect(first.durationMs).toBeGreaterThan(19_900);
    expect(first.durationMs).toBeLessThan(20_100);
    const { duration, peaks } = JSON.parse(await readFile(first.peaksPath, 'utf8')) as {
      duration: number;
      peaks: number[];
    };
    expect(duration).toBeCloseTo(20, 0);
    expect(peaks.length).toBe(800);

    // The tag sounds 1 s in and again 15 s later; elsewhere the preview is the master's music.
    const [preview, master] = await Promise.all([decode(first.previewPath), decode(path.join(work, 'master.wav'))]);
    const without = rmsDiff(preview, master, 5, 9);
    expect(rmsDiff(preview, master, 1.05, 1.5)).toBeGreaterThan(Math.max(0.05, without * 5));
    expect(rmsDiff(preview, master, 16.05, 16.5)).toBeGreaterThan(without * 5);

    calls.length = 0;
    const again = await renderer.preview(spec, slot, mkdtempSync(path.join(dir, 'w-')));
    expect(again.cached).toBe(true);
    expect(calls).toEqual([]);
    expect(again.durationMs).toBe(first.durationMs);
    expect((await readFile(again.previewPath)).equals(await readFile(first.previewPath))).toBe(true);
    // Another tempo, or another voice tag, is another render.
    expect((await renderer.preview({ ...spec, bpm: 101 }, slot, mkdtempSync(path.join(dir, 'w-')))).cached).toBe(false);
    const otherTag = path.join(dir, 'other-tag.wav');
    await synthesizeBeat(ffmpeg, otherTag, { bpm: 140, key: 'C major', seconds: 1 });
    const otherSlot = await renderer.tagSlot(otherTag, mkdtempSync(path.join(dir, 's-')));
    expect((await renderer.preview(spec, otherSlot, mkdtempSync(path.join(dir, 'w-')))).cached).toBe(false);
  });
});

/**
 * Upload to ready preview: a producer uploads a 3-minute WAV master over HTTP (slot, direct POST,
 * completion) to a real server on the embedded database, and we time until the beat is ready. Then the
 * time to first byte of ranged GETs on that preview (local storage), as a player seeking sends them.
 * Usage: node --import tsx apps/server/bench/media-bench.ts [--runs N]   (part of `npm run bench`)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { locateFfmpeg } from '../src/adapters/ffmpeg.js';
import { synthesizeBeat } from '../src/modules/media/synth.js';
import { rangeTtfb } from './range-ttfb.js';

const PORT = 3224;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 3) : 3;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bm-media-bench-'));
const ffmpeg = locateFfmpeg();
const wavPath = path.join(dataDir, 'master.wav');
await synthesizeBeat(ffmpeg, wavPath, { bpm: 93, key: 'C major', seconds: 180 });
const wav = readFileSync(wavPath);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '1', DEMO_MEDIA: '0' },
  stdio: 'inherit',
});

let cookie = '';
let csrf = '';
async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const set = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  if (set.length)
    cookie = [
      ...new Map([...cookie.split('; ').filter(Boolean), ...set].map((c) => [c.split('=')[0], c])).values(),
    ].join('; ');
  const json = (await res.json()) as { data: T; meta: { csrf: string } };
  csrf = json.meta.csrf;
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

try {
  for (let i = 0; ; i++) {
    try {
      await api('GET', '/private-api/supporting-data');
      break;
    } catch {
      if (i > 120) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  await api('POST', '/private-api/login', { email: 'producer@beatmarket.test', password: 'beatmarket' });
  const runs: { upload: number; ready: number }[] = [];
  let lastBeat = 0;
  for (let run = 0; run < RUNS; run++) {
    const beat = await api<{ id: number }>('POST', '/private-api/beat/create', {
      family: 'beat',
      title: `Bench ${run}`,
    });
    lastBeat = beat.id;
    const started = performance.now();
    const slot = await api<{ id: string; action: string; fields: Record<string, string> }>(
      'POST',
      '/private-api/uploads',
      { purpose: 'master', beat_id: beat.id, filename: 'master.wav', size: wav.length, content_type: 'audio/wav' },
    );
    const form = new FormData();
    for (const [k, v] of Object.entries(slot.fields)) form.append(k, v);
    form.append('file', new Blob([wav], { type: 'audio/wav' }), 'master.wav');
    const stored = await fetch(base + slot.action, { method: 'POST', body: form });
    if (stored.status !== 204) throw new Error(`upload answered ${stored.status}`);
    await api('POST', `/private-api/uploads/${slot.id}/complete`, {});
    const uploaded = performance.now();
    for (;;) {
      const b = await api<{ media_state: string; media_error: string | null }>('GET', `/private-api/beat/${beat.id}`);
      if (b.media_state === 'ready') break;
      if (b.media_state === 'failed') throw new Error(b.media_error ?? 'failed');
      await new Promise((r) => setTimeout(r, 50));
    }
    runs.push({ upload: uploaded - started, ready: performance.now() - started });
  }
  console.log(
    `\n3-minute WAV master (${(wav.length / 1024 / 1024).toFixed(1)} MB), ffmpeg ${ffmpeg.source} (${ffmpeg.path})`,
  );
  console.log('| Run | upload + completion ms | upload to ready preview ms |\n|---|---|---|');
  runs.forEach((r, i) => console.log(`| ${i + 1} | ${Math.round(r.upload)} | ${Math.round(r.ready)} |`));

  const { demo_url: demoUrl } = await api<{ demo_url: string }>('GET', `/private-api/beat/${lastBeat}`);
  const previewUrl = new URL(demoUrl, base).href;
  const size = Number((await fetch(previewUrl, { method: 'HEAD' })).headers.get('content-length'));
  const ttfb = await rangeTtfb(previewUrl, size);
  console.log(
    `\nRanged GETs (64 KB at random offsets) on a ${(size / 1024 / 1024).toFixed(1)} MB preview, local storage`,
  );
  console.log('| Requests | TTFB p50 ms | TTFB p99 ms | max ms |\n|---|---|---|---|');
  console.log(`| ${ttfb.requests} | ${ttfb.p50.toFixed(2)} | ${ttfb.p99.toFixed(2)} | ${ttfb.max.toFixed(2)} |`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

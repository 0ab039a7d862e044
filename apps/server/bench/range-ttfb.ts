/**
 * Time to first byte of `Range: bytes=…` GETs on a preview, as a player seeking through it sends them:
 * one keep-alive connection, a random 64 KB window each time. TTFB is from the request being written to
 * the response headers arriving (the body follows in the same packet for a small range).
 */
import http from 'node:http';

export interface TtfbStats {
  requests: number;
  p50: number;
  p99: number;
  max: number;
}

const WINDOW = 64 * 1024;

function once(agent: http.Agent, url: URL, range: string): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(url, { agent, headers: { range, 'accept-encoding': 'br, gzip' } }, (res) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      res.resume();
      res.on('end', () => resolve({ ms, status: res.statusCode ?? 0 }));
    });
    req.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Sequential ranged GETs (after a warm-up) on one keep-alive connection. */
export async function rangeTtfb(previewUrl: string, size: number, requests = 400): Promise<TtfbStats> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(previewUrl);
  const times: number[] = [];
  try {
    for (let i = 0; i < requests + 40; i++) {
      const start = Math.floor(Math.random() * Math.max(1, size - WINDOW));
      const { ms, status } = await once(agent, url, `bytes=${start}-${start + WINDOW - 1}`);
      if (status !== 206) throw new Error(`range GET answered ${status}`);
      if (i >= 40) times.push(ms);
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  return { requests, p50: percentile(times, 50), p99: percentile(times, 99), max: times[times.length - 1]! };
}

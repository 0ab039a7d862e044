/**
 * The HTTP load for the API bench. wrk (Debian's package, C, one thread) when the machine has it: on
 * this 2-core machine the generator shares the cores with both servers and PostgreSQL, and autocannon
 * (Node) takes about a third of a core at a thousand requests a second, time the servers then lack
 * (decision 0060). autocannon stays the fallback, so the bench runs anywhere `npm ci` ran.
 */
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';

export type Load = { requests: number; perSecond: number; p50: number; p99: number; failed: number };

const wrkScript = new URL('./wrk-report.lua', import.meta.url).pathname;
/** BENCH_LOAD=autocannon compares the two on one machine. */
export const generator =
  process.env.BENCH_LOAD === 'autocannon' || spawnSync('wrk', ['--version']).error ? 'autocannon' : 'wrk';

type Headers = Record<string, string>;

function wrk(url: string, connections: number, seconds: number, headers: Headers): Load {
  const h = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const run = spawnSync(
    'wrk',
    ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '30s', ...h, '-s', wrkScript, url],
    { encoding: 'utf8' },
  );
  const line = run.stdout.split('\n').find((l) => l.startsWith('{'));
  if (run.status !== 0 || !line) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
  const r = JSON.parse(line) as {
    requests: number;
    duration_us: number;
    p50_us: number;
    p99_us: number;
    failed: number;
  };
  return {
    requests: r.requests,
    perSecond: r.requests / (r.duration_us / 1e6),
    p50: Math.round(r.p50_us / 1000),
    p99: Math.round(r.p99_us / 1000),
    failed: r.failed,
  };
}

const cannon = (url: string, connections: number, seconds: number, headers: Headers) =>
  new Promise<Load>((resolve, reject) =>
    autocannon({ url, connections, duration: seconds, timeout: 30, headers }, (err, r) =>
      err
        ? reject(err)
        : resolve({
            requests: r.requests.total,
            perSecond: r.requests.average,
            p50: r.latency.p50,
            p99: r.latency.p99,
            failed: r.non2xx + r.errors,
          }),
    ),
  );

/** `seconds` of load from `connections` keep-alive connections, each sending as soon as it is answered. */
export const load = async (url: string, connections: number, seconds: number, headers: Headers = {}): Promise<Load> =>
  generator === 'wrk' ? wrk(url, connections, seconds, headers) : cannon(url, connections, seconds, headers);

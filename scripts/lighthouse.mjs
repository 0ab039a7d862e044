// Page speed as a phone sees it (issue 14): Lighthouse mobile, default (simulated) throttling, on the
// production build served by the real server with demo data, for home, a beat page, search results and
// a producer page; a warm-up run each (not counted: the first load of a page was the slowest of every
// series), then 3 runs each, the median of each figure; it waits for the machine to go quiet first and
// prints the load average beside every run. Fails (exit 1) when a page's best run scores below the CI
// floor (FLOOR in lib/lighthouse-report.mjs, which says why the best): an absolute floor, with no second
// opinion from an older build (issue 33 retired decision 0063's: it let a slow page pass beside an equally
// slow one); prints whether the issue's goals are met by the medians.
//   node scripts/lighthouse.mjs [--dist DIR] [--data DIR] [--url http://host:port] [--runs N] [--json FILE]
// --dist: an existing build (else one is made into .tmp/lh-dist); --data: the server's data dir (default
// .tmp/lh-data, emptied first); --url: measure a server already running.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from './chromium.mjs';
import { startServer } from './lib/servers.mjs';
import { FLOOR, belowFloor, figures, markdownTable, medianFigures, median } from './lib/lighthouse-report.mjs';
import { transferRows, transferTable } from './lib/transfer.mjs';

const PLAYABLE_WAIT_MS = 300_000;
const QUIET_WAIT_MS = 240_000;

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const runs = Number(arg('runs', 3));
const jsonFile = arg('json');

function build() {
  const dist = path.resolve('.tmp/lh-dist');
  console.log(`Building the web app for production into ${dist}…`);
  // The workspace's build script, so the precompressed .br/.gz files are made as in production.
  const r = spawnSync('npm', ['run', 'build', '--silent', '-w', '@beatmarket/web'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WEB_DIST: dist },
  });
  if (r.status !== 0) throw new Error('the web build failed');
  return dist;
}

async function beats(base, query = '') {
  const res = await fetch(`${base}/private-api/beat/records?per_page=100${query}`);
  if (!res.ok) throw new Error(`GET /beat/records answered ${res.status}`);
  return (await res.json()).data;
}

/** Measuring while previews are still being made would time the audio pipeline, not the pages. */
async function waitPlayable(base) {
  const started = Date.now();
  for (;;) {
    const list = await beats(base);
    const waiting = list.filter((b) => b.media_state !== 'ready').length;
    if (list.length && !waiting) {
      console.log(`All ${list.length} demo beats playable after ${((Date.now() - started) / 1000).toFixed(0)} s.`);
      return;
    }
    if (Date.now() - started > PLAYABLE_WAIT_MS) {
      console.warn(`⚠ ${waiting} of ${list.length} demo beats still without a preview; measuring anyway.`);
      return;
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/** The four public pages of the issue, picked from the demo catalog so the URLs always exist. */
async function pages(base) {
  const [beat] = await beats(base);
  if (!beat) throw new Error('the catalog is empty: no beat page to measure');
  const term = 'trap';
  if (!(await beats(base, `&search=${term}`)).length) throw new Error(`searching "${term}" finds no demo beat`);
  return [
    { name: 'home', path: '/' },
    { name: 'beat page', path: `/beats/${beat.slug}` },
    { name: 'search results', path: `/?search=${term}` },
    { name: 'producer page', path: `/profile/${beat.producer_identifier}` },
  ];
}

/** One Lighthouse run; a failed trace (NO_NAVSTART and the like, seen on a loaded machine) is retried twice. */
async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!lhr.runtimeError) return lhr;
    const why = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    if (attempt === 3) throw new Error(`${url}: ${why}`);
    console.warn(`  ${url}: ${why}; running it again`);
  }
}

/**
 * Each server's pages (`only` those names, if given), Lighthouse runs alternating between pages and
 * between servers within each round, so a busy moment on the shared machine does not hit one only.
 */
async function measure(bases, only) {
  const lists = await Promise.all(
    bases.map(async (base) =>
      (await pages(base))
        .filter((p) => !only || only.includes(p.name))
        .map((p) => ({ ...p, url: base + p.path, runs: [] })),
    ),
  );
  const all = lists[0].flatMap((_, i) => lists.map((list) => list[i]));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? ensureChromium(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    for (const page of all) await audit(page.url, chrome.port);
    for (let round = 1; round <= runs; round++) {
      for (const page of all) {
        page.runs.push(figures(await audit(page.url, chrome.port)));
        const f = page.runs.at(-1);
        console.log(
          `  run ${round} ${page.url}: score ${f.score}, LCP ${Math.round(f.lcp)} ms, TBT ${Math.round(f.tbt)} ms, ` +
            `load ${loadavg()[0].toFixed(2)}`,
        );
      }
    }
    for (const page of all) page.median = medianFigures(page.runs);
    return lists;
  } finally {
    await chrome.kill();
  }
}

/** The machine's busy share of its CPUs over one second (Linux; 0 where /proc/stat is missing). */
async function busyShare() {
  if (!existsSync('/proc/stat')) return 0;
  const read = () => {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { idle: f[3] + f[4], total: f.reduce((x, y) => x + y, 0) };
  };
  const a = read();
  await new Promise((r) => setTimeout(r, 1000));
  const b = read();
  return 1 - (b.idle - a.idle) / Math.max(1, b.total - a.total);
}

/**
 * A first start renders the demo masters for a minute or two after the previews play (at a lower
 * priority, but in the same caches): measuring then timed that too. Waits for 3 quiet seconds in a row.
 */
async function waitQuiet() {
  const started = Date.now();
  for (let quiet = 0; quiet < 3;) {
    if (Date.now() - started > QUIET_WAIT_MS) {
      console.warn(`⚠ The machine stayed busy for ${QUIET_WAIT_MS / 1000} s; measuring anyway.`);
      return;
    }
    quiet = (await busyShare()) < 0.25 ? quiet + 1 : 0;
  }
  console.log(`Machine quiet after ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

const dataDir = path.resolve(arg('data', '.tmp/lh-data'));
/** A production start (precompressed assets, no dev helpers) on a fresh embedded database with demo data. */
async function serve(label, dist, dir) {
  rmSync(dir, { recursive: true, force: true });
  const server = await startServer({
    label,
    dataDir: dir,
    env: { NODE_ENV: 'production', WEB_DIST: dist, DEMO_MEDIA: '1', ALTCHA_COST: '5000' },
  });
  await waitPlayable(server.base);
  return server;
}

async function main() {
  let base = arg('url');
  let server;
  if (!base) {
    const dist = arg('dist') ? path.resolve(arg('dist')) : build();
    server = await serve('lighthouse-server', dist, dataDir);
    base = server.base;
  }
  try {
    if (!server) await waitPlayable(base);
    await waitQuiet();
    const transfer = await transferRows(base);
    console.log(`What the server sends (issue 14: compression and caching):\n\n${transferTable(transfer)}\n`);
    console.log(`Lighthouse mobile, ${runs} runs per page, against ${base}:`);
    const [results] = await measure([base]);
    console.log(
      `\nMedians of ${runs} runs, and the best score (JS KB: script bytes on the wire):\n\n${markdownTable(results)}`,
    );
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ');
    const index = Math.round(median(results.map((r) => r.median.benchmarkIndex)));
    // TBT is main-thread time × Lighthouse's 4× slowdown: on a busy machine it grows with the load.
    console.log(
      `\nLoad average when done (1/5/15 min, ${availableParallelism()} cores): ${load}; benchmarkIndex ${index}`,
    );
    const warnings = new Set(results.flatMap((r) => r.runs.flatMap((x) => x.warnings ?? [])));
    for (const w of warnings) console.log(`\nLighthouse warned: ${w}`);
    if (jsonFile)
      writeFileSync(
        jsonFile,
        `${JSON.stringify({ date: new Date().toISOString(), base, results, transfer }, null, 2)}\n`,
      );
    const below = belowFloor(results);
    if (below.length) {
      console.error(
        `\n✖ Best run below the ${FLOOR} floor: ${below.map((r) => `${r.name} ${r.median.best.toFixed(2)}`).join(', ')}`,
      );
      process.exitCode = 1;
    } else console.log(`\n✔ Every page's best run at or above the ${FLOOR} floor.`);
  } finally {
    await server?.stop();
  }
}

await main();

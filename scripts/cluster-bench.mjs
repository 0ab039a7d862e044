// `npm run bench:cluster` (issue 36 §3): the cluster of `npm run cluster` with a generated catalog
// (1M beats with realistic variety by default), under every kind of traffic at once for five minutes:
// visitors list, search every shape and open beat pages; plays counted at 300/s; buyers check out at 10/s
// with the test gateway. Meanwhile one web process is killed (kill -9) and restarted, the replica is
// restarted, and all three web processes are restarted in turn through the balancer. Then the books:
// no order lost or doubled, every checkout answered, the ledger equal to the captured money; latency
// percentiles outside the kill's seconds; where the catalog's statements went.
//   npm run bench:cluster -- [--beats 1000000] [--seconds 300] [--plays 300] [--checkouts 10] [--visitors 40]
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import pg from 'pg';
import { buyers, openLoop, players, visitorQuestions } from './cluster/load-mix.mjs';
import { sleep } from './lib/servers.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const BEATS = arg('beats', 1_000_000);
const SECONDS = arg('seconds', 300);
const RATES = { plays: arg('plays', 300), checkouts: arg('checkouts', 10), visitors: arg('visitors', 40) };
const BUYERS = 40;
process.env.CLUSTER_DIR ??= '.tmp/cluster-bench';
const { clusterReplica, startCluster, startProcess, stopCluster, stopProcess } = await import('./cluster/cluster.mjs');

const log = (msg) => console.log(`[${new Date().toISOString().slice(11, 19)} load ${loadavg()[0].toFixed(1)}] ${msg}`);

async function prepare(url) {
  log(`generating ${BEATS.toLocaleString('en-US')} beats (realistic variety) on the primary…`);
  const gen = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/bench/generate-catalog.ts', String(BEATS), '--realistic'],
    { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } },
  );
  if (gen.status !== 0) throw new Error('the catalog generator failed');
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query(`insert into users (email, first_name, last_name, role, password_hash)
    select 'bench-buyer' || g || '@bench.test', 'Bench', 'Buyer ' || g, 1,
      (select password_hash from users where email = 'buyer@beatmarket.test')
    from generate_series(1, ${BUYERS}) g on conflict do nothing`);
  await db.end();
}

async function sampleOf(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const q = async (text) => (await db.query(text)).rows;
  const beats = (
    await q(
      `select id from beats where published_at is not null and deleted_at is null and family = 'beat' and not sold order by random() limit 5000`,
    )
  ).map((r) => r.id);
  const titles = (await q(`select title from beats order by random() limit 2000`)).map((r) => r.title);
  const words = [...new Set(titles.flatMap((t) => t.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length > 3))];
  const tags = (await q(`select slug from tags order by random() limit 300`)).map((r) => r.slug);
  const producers = (await q(`select nickname from users where nickname is not null order by random() limit 300`)).map(
    (r) => r.nickname,
  );
  const [lease] = await q(
    `select id from licenses where type = 'non_exclusive' and deleted_at is null order by price limit 1`,
  );
  await db.end();
  return { beats, words, tags, producers, licenseId: lease.id };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN;

const state = await startCluster({
  base: 8180,
  env: { DEMO_MEDIA: '0', RATE_LIMIT_SCALE: '1000' },
  prepare,
});
const results = [];
const record = (kind, at, ms, ok, status) => results.push({ kind, at, ms, ok, status });
const faults = [];
const keys = [];
/** How long the load ran: the rolling restart may end after the planned duration. */
let loadSeconds = SECONDS;
try {
  const sample = await sampleOf(state.env.DATABASE_URL);
  const site = state.publicUrl;
  const ask = visitorQuestions(site, sample);
  const play = await players(site, 50, sample.beats);
  const emails = Array.from({ length: BUYERS }, (_, i) => `bench-buyer${i + 1}@bench.test`);
  const checkout = await buyers(site, emails, sample.beats, sample.licenseId, keys);
  log(`load for ${SECONDS} s: visitors ${RATES.visitors}/s, plays ${RATES.plays}/s, checkouts ${RATES.checkouts}/s`);
  const stops = [
    openLoop('list', RATES.visitors * 0.3, ask.list, record),
    openLoop('search', RATES.visitors * 0.4, ask.search, record),
    openLoop('beat page', RATES.visitors * 0.3, ask.beat, record),
    openLoop('play', RATES.plays, play, record),
    openLoop('checkout', RATES.checkouts, checkout, record),
  ];
  const fault = async (name, fn) => {
    const from = Date.now();
    log(name);
    await fn();
    faults.push({ name, from, to: Date.now() });
  };
  const at = (share) => sleep(Math.max(0, started + SECONDS * 1000 * share - Date.now()));
  const started = Date.now();
  await at(0.2);
  await fault('kill -9 web-2, then start it again', async () => {
    await stopProcess(state, 'web-2', 'SIGKILL');
    await startProcess(state, 'web-2');
  });
  await at(0.45);
  await fault('restart the replica', async () => {
    const replica = clusterReplica();
    replica.stopReplica();
    replica.startReplica();
  });
  await at(0.65);
  await fault('rolling restart of web-1, web-2, web-3', async () => {
    for (const name of ['web-1', 'web-2', 'web-3']) {
      await stopProcess(state, name);
      await startProcess(state, name);
    }
  });
  await at(1);
  await Promise.all(stops.map((stop) => stop()));
  loadSeconds = (Date.now() - started) / 1000;
  log('load stopped; reading the books (unfinished orders are completed by the sweep within half a minute)');
  await sleep(35_000);
  await report(state, results, faults, keys);
} finally {
  await stopCluster();
}

async function report(state, results, faults, keys) {
  const kill = faults.find((f) => f.name.startsWith('kill'));
  const inKill = (r) => kill && r.at >= kill.from - 1000 && r.at <= kill.from + 5000;
  console.log(
    '\n| kind | requests | per s | errors | errors in kill window | p50 ms | p95 ms | p99 ms (outside kill) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const kind of ['list', 'search', 'beat page', 'play', 'checkout']) {
    const rows = results.filter((r) => r.kind === kind);
    const outside = rows
      .filter((r) => !inKill(r))
      .map((r) => r.ms)
      .sort((a, b) => a - b);
    const errors = rows.filter((r) => !r.ok);
    console.log(
      `| ${kind} | ${rows.length} | ${(rows.length / loadSeconds).toFixed(1)} | ${errors.length} | ${errors.filter(inKill).length} | ${percentile(outside, 0.5).toFixed(0)} | ${percentile(outside, 0.95).toFixed(0)} | ${percentile(outside, 0.99).toFixed(0)} |`,
    );
  }
  const statuses = {};
  for (const r of results.filter((x) => !x.ok))
    statuses[`${r.kind} ${r.status}`] = (statuses[`${r.kind} ${r.status}`] ?? 0) + 1;
  console.log(`\nErrors by kind and status: ${JSON.stringify(statuses)}`);
  const db = new pg.Client({ connectionString: state.env.DATABASE_URL });
  await db.connect();
  const q = async (text, values) => (await db.query(text, values)).rows;
  const [books] = await q(
    `select count(*)::int as orders, count(distinct idempotency_key)::int as keys,
       count(*) filter (where status = 'fulfilled')::int as fulfilled,
       count(*) filter (where status not in ('fulfilled', 'failed', 'refunded'))::int as unfinished,
       coalesce(sum(total) filter (where status = 'fulfilled'), 0)::int as captured
     from orders where idempotency_key = any($1)`,
    [keys],
  );
  const [ledger] = await q(
    `select coalesce(sum(l.amount), 0)::int as total from ledger_entries l
     join order_items i on i.id = l.order_item_id join orders o on o.id = i.order_id
     where o.idempotency_key = any($1)`,
    [keys],
  );
  const answered = results.filter((r) => r.kind === 'checkout' && typeof r.status === 'number').length;
  const dropped = results.filter((r) => r.kind === 'checkout' && typeof r.status !== 'number');
  console.log(
    `\nCheckouts: ${keys.length} keys sent, ${answered} answered, ${dropped.length} dropped (${[...new Set(dropped.map((d) => d.status))].join(', ') || 'none'}); ` +
      `${books.orders} orders for ${books.keys} keys (${books.orders === books.keys ? 'none doubled' : 'DOUBLED'}), ${books.fulfilled} fulfilled, ${books.unfinished} unfinished; ` +
      `ledger ${books.captured === ledger.total ? '=' : '≠'} captured money (${ledger.total} / ${books.captured} cents)`,
  );
  await db.end();
  console.log(`Faults: ${faults.map((f) => `${f.name} (${((f.to - f.from) / 1000).toFixed(1)} s)`).join('; ')}`);
  console.log(
    `Load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

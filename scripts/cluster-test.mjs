// The cluster through its balancer (issue 36 §1): while visitors keep asking for pages and lists, a web
// process is stopped (SIGTERM: it fails its readiness check, HAProxy takes it out, it finishes what it
// has and exits) and started again, then all three in turn (a rolling restart): not one request fails.
// Then one is killed with kill -9: only requests it had in flight may fail, and the cluster carries on.
import { check, sleep } from './lib/servers.mjs';

process.env.CLUSTER_DIR ??= `.tmp/cluster-test-${Date.now().toString(36)}`;
const { startCluster, startProcess, stopCluster, stopProcess } = await import('./cluster/cluster.mjs');

console.log('\n● the cluster behind HAProxy: graceful drain, rolling restart, kill -9');
const base = 20_000 + Math.floor(Math.random() * 200) * 20;
try {
  // No demo previews: ffmpeg on two cores would measure the audio pipeline, not the balancer.
  const state = await startCluster({ base, env: { DEMO_MEDIA: '0' } });
  const results = [];
  let running = true;
  const visitor = async (i) => {
    const paths = ['/private-api/beat/records?per_page=10', '/', '/private-api/supporting-data'];
    for (let n = i; running; n++) {
      const started = Date.now();
      try {
        const res = await fetch(state.publicUrl + paths[n % paths.length]);
        await res.arrayBuffer();
        results.push({ at: started, ok: res.status < 500, status: res.status });
      } catch (err) {
        results.push({ at: started, ok: false, status: err.message });
      }
    }
  };
  const visitors = Array.from({ length: 4 }, (_, i) => visitor(i));
  const failuresSince = (from) => results.filter((r) => r.at >= from && !r.ok);
  await sleep(2000);

  const restartFrom = Date.now();
  for (const name of ['web-1', 'web-2', 'web-3']) {
    await stopProcess(state, name);
    await startProcess(state, name);
  }
  await sleep(1500);
  const restartTo = Date.now();
  const during = results.filter((r) => r.at >= restartFrom && r.at < restartTo);
  const failed = failuresSince(restartFrom);
  check(
    during.length > 50 && failed.length === 0,
    `a rolling restart (each process drained, stopped and started in turn): ${during.length} requests, ${failed.length} failed ${JSON.stringify(failed.slice(0, 3))}`,
  );

  await stopProcess(state, 'web-3', 'SIGKILL');
  await sleep(3000);
  const killed = failuresSince(restartTo);
  check(killed.length <= 4, `kill -9 of a process: ${killed.length} failed, at most the 4 in flight`);
  await startProcess(state, 'web-3');
  const backFrom = Date.now();
  await sleep(2000);
  running = false;
  await Promise.all(visitors);
  check(failuresSince(backFrom).length === 0, 'after the restart of the killed process, every request answers');
} finally {
  await stopCluster();
}
console.log('✔ cluster');

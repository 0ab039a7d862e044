// `npm run cluster` starts the local cluster (HAProxy, three web processes, a media worker, PostgreSQL
// primary and replica, S3 storage: scripts/cluster/cluster.mjs); `npm run cluster -- stop` takes it down;
// `npm run cluster -- status` shows what runs. CLUSTER_PORT (8080) is the balancer's port; the pieces take
// the ports after it.
import { readState, startCluster, stopCluster } from './cluster/cluster.mjs';

const command = process.argv[2] ?? 'start';
try {
  if (command === 'stop') {
    console.log((await stopCluster()) ? 'Cluster stopped.' : 'No cluster is running.');
  } else if (command === 'status') {
    const state = readState();
    console.log(
      state
        ? JSON.stringify({ site: state.publicUrl, ports: state.ports, processes: state.processes }, null, 2)
        : 'No cluster is running.',
    );
  } else if (command === 'start') {
    const state = await startCluster({ base: Number(process.env.CLUSTER_PORT ?? 8080) });
    console.log(
      `\nBeatmarket cluster at ${state.publicUrl} (HAProxy statistics: http://127.0.0.1:${state.ports.stats}/)`,
    );
    console.log('Stop it with: npm run cluster -- stop');
  } else {
    throw new Error(`Unknown command "${command}": start, stop or status`);
  }
} catch (err) {
  console.error(err.message);
  if (command === 'start') await stopCluster().catch(() => {});
  process.exit(1);
}

// Catalog reads on a real streaming replica (issue 36 §2, decision 0087): a PostgreSQL primary and a
// hot standby made here (lib/pg-pair.mjs), one server process with DATABASE_READ_URL. A change written on
// the primary while the replica's replay is paused tells which of the two answered a read.
import path from 'node:path';
import { startPgPair, freePortPair } from './lib/pg-pair.mjs';
import { check, Http, sleep, startServer } from './lib/servers.mjs';

const MAX_LAG_MS = 3000;
const PIN_MS = MAX_LAG_MS + 1000;

console.log('\n● catalog reads on a streaming replica, read-your-writes, lag and outage fallbacks');
const stamp = Date.now().toString(36);
const pair = await startPgPair({ dir: path.resolve(`.tmp/replica-pg-${stamp}`), port: await freePortPair() });
let server;
try {
  await pair.createDatabase('beatmarket');
  server = await startServer({
    label: 'replica-server',
    dataDir: path.resolve(`.tmp/replica-${stamp}`),
    databaseUrl: pair.primaryUrl('beatmarket'),
    env: { DATABASE_READ_URL: pair.replicaUrl('beatmarket'), DATABASE_READ_MAX_LAG_MS: String(MAX_LAG_MS) },
  });
  const producer = new Http(server.base);
  check((await producer.login('producer@beatmarket.test')).status === 200, 'a producer logs in');
  await sleep(PIN_MS); // the login itself pinned the producer to the primary
  const mine = (await producer.get('/private-api/dashboard/beats?per_page=100')).body.data;
  const beat = mine.find((b) => b.family === 'beat' && b.status === 'published') ?? mine[0];
  check(Boolean(beat), `the producer has a beat to edit (#${beat?.id})`);
  const bpmSeenBy = async (client) => (await client.get(`/private-api/beat/${beat.id}`)).body?.data?.bpm;
  const visitor = () => new Http(server.base);
  const caughtUp = async () => {
    const want = (await pair.primarySql(`select bpm from beats where id = ${beat.id}`, 'beatmarket'))[0].bpm;
    for (let i = 0; i < 100 && (await bpmSeenBy(visitor())) !== want; i++) await sleep(200);
  };
  /** With replay paused, a change written straight to the primary shows only where the primary answers. */
  const onReplica = async (what) => {
    await caughtUp();
    await sleep(500);
    await pair.pauseReplay();
    const before = await bpmSeenBy(visitor());
    await pair.primarySql(`update beats set bpm = bpm + 1 where id = ${beat.id}`, 'beatmarket');
    const seen = await bpmSeenBy(visitor());
    check(seen === before, `${what}: a visitor's catalog read is answered by the replica (bpm ${seen}, not yet +1)`);
    return before + 1;
  };

  const fresh = await onReplica('replica caught up');
  // The writer reads its own write at once, though the replica has not replayed it.
  const saved = await producer.post(`/private-api/beat/${beat.id}/save`, { bpm: fresh + 10 });
  check(saved.status === 200, 'the producer saves the beat while the replica is paused');
  check((await bpmSeenBy(producer)) === fresh + 10, 'the producer sees their own save at once (pinned to the primary)');
  check((await bpmSeenBy(visitor())) === fresh - 1, 'a visitor still reads the replica, within its lag bound');
  await sleep(MAX_LAG_MS + 800);
  check(
    (await bpmSeenBy(visitor())) === fresh + 10,
    `once the replica is more than ${MAX_LAG_MS} ms behind, visitors read the primary`,
  );
  await pair.resumeReplay();
  await onReplica('replay resumed');
  await pair.resumeReplay();

  // The replica goes down: reads fall back without an error, and come back once it is up again.
  await caughtUp();
  pair.stopReplica();
  const answers = await Promise.all(Array.from({ length: 20 }, () => visitor().get(`/private-api/beat/${beat.id}`)));
  check(
    answers.every((a) => a.status === 200),
    `20 reads right after the replica stopped all answer 200 (${answers.map((a) => a.status).join(',')})`,
  );
  const list = await visitor().get('/private-api/beat/records?per_page=10');
  check(list.status === 200 && list.body.data.length > 0, 'the catalog list answers from the primary meanwhile');
  pair.startReplica();
  await onReplica('replica restarted');
  await pair.resumeReplay();
} finally {
  await server?.stop().catch(() => {});
  pair.stop();
}
console.log('✔ replica routing');

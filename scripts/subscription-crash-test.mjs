// Memberships under a crash (issue 19, decisions 0049-0050): a real server takes 20 subscribe requests
// and its process group is killed with SIGKILL mid-way; after a restart every subscription ends with its
// first period paid once (or none made), and a retried request key answers what it became. Then every
// subscription's renewal falls due, the server is killed while its billing worker charges them, and after
// the restart (and the dead worker's leases running out) each period is charged exactly once.
// `node scripts/subscription-crash-test.mjs [pglite] [postgres]` (both by default).
import {
  ADDRESS as address,
  check,
  Http,
  openBooks,
  sleep,
  runRound,
  TEST_CARD as card,
  USERS,
} from './lib/servers.mjs';

/** Waits (at most `ms`) until `done()` holds; answers whether it did. */
async function until(done, ms) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await done()) return true;
    await sleep(1000);
  }
  return done();
}

async function subscribeUnderCrash({ start }) {
  let server = await start('before-crash');
  const clients = [];
  for (const email of USERS) {
    const client = new Http(server.base);
    check((await client.login(email)).status === 200, `${email} logs in`);
    clients.push(client);
  }
  const admin = clients[3];
  const licences = (await admin.get('/private-api/license/records?per_page=100')).body.data;
  const licence = licences.find((l) => l.type === 'inner_circle') ?? licences[0];
  const plans = [];
  for (let i = 0; i < 5; i++) {
    const r = await admin.post('/private-api/subscribable/create', {
      ...{ name: `Crash plan ${i}`, description: '', price: 1000 + i, interval: 'month', trial_days: 0 },
      ...{ allowance: 3, license_id: licence.id, producer_id: null, published: true },
    });
    check(r.status === 200, `plan ${i} made`);
    plans.push(r.body.data);
  }
  // Each user subscribes to each plan once: 20 requests at once, one per (user, plan).
  const attempts = Array.from({ length: 20 }, (_, k) => ({
    client: clients[k % 4],
    plan: plans[Math.floor(k / 4)],
    body: { idempotency_key: `sub-crash-${k}-${Date.now().toString(36)}`, address, payment: card },
  }));
  const answered = [];
  const inflight = attempts.map((a) =>
    a.client.post(`/private-api/subscribable/${a.plan.id}/subscribe`, a.body).then(
      (r) => answered.push(r.status),
      () => {},
    ),
  );
  await Promise.race(inflight);
  await sleep(Math.floor(Math.random() * 60));
  await server.kill();
  await Promise.allSettled(inflight);
  console.log(`  killed with SIGKILL after ${answered.length} of 20 subscribe requests answered`);

  const restarted = Date.now();
  server = await start('after-crash');
  const adminAgain = admin.via(server.base);
  const pending = async () =>
    (await adminAgain.get('/private-api/subscription/records?per_page=100')).body.data.filter((s) =>
      s.charges.some((c) => c.status === 'pending'),
    ).length === 0;
  // The sweep finishes an interrupted request once its grace (15 s) is over, at its next pass (10 s).
  check(
    await until(pending, 60_000),
    `every interrupted subscribe was finished by the sweep, ${((Date.now() - restarted) / 1000).toFixed(1)} s after the restart`,
  );
  for (const a of attempts) {
    const r = await a.client.via(server.base).post(`/private-api/subscribable/${a.plan.id}/subscribe`, a.body);
    check(
      r.status === 201 && r.body.data.status === 'active',
      `retried key ${a.body.idempotency_key} answers its active subscription`,
    );
  }
  await server.stop();
}

async function renewUnderCrash(engine, { dataDir, url, start }) {
  let books = await openBooks(engine, dataDir, url);
  try {
    const subs = await books.shop("select count(*)::int as n from subscriptions where status = 'active'");
    check(subs[0].n === 20, `20 active subscriptions, one per user and plan (${subs[0].n})`);
    // A month passes: every period ends a minute ago, and its renewal job is due.
    await books.shop(
      "update subscriptions set current_period_end = date_trunc('second', now()) - interval '1 minute' where status = 'active'",
    );
    await books.shop(`update subscription_jobs j set run_at = s.current_period_end from subscriptions s
      where s.id = j.subscription_id and j.kind = 'renew' and j.done_at is null`);
  } finally {
    await books.close();
  }
  let server = await start('renewals');
  // The billing worker starts with the server: kill it while it is charging.
  await sleep(Math.floor(Math.random() * 300));
  await server.kill();
  books = await openBooks(engine, dataDir, url);
  try {
    const [done] = await books.shop("select count(*)::int as n from subscription_charges where kind = 'renewal'");
    console.log(`  killed with SIGKILL while renewing: ${done.n} of 20 renewals recorded`);
    // Time passes beyond the dead worker's leases (5 minutes): its jobs are free again.
    await books.shop(
      "update subscription_jobs set lease_until = now() - interval '1 second' where done_at is null and lease_until > now()",
    );
  } finally {
    await books.close();
  }
  server = await start('after-renewal-crash');
  const admin = new Http(server.base);
  await admin.login('admin@beatmarket.test');
  const renewed = async () =>
    (await admin.get('/private-api/subscription/records?per_page=100')).body.data.every(
      (s) => new Date(s.current_period_end) > new Date(),
    );
  check(await until(renewed, 60_000), 'every subscription renewed after the restart');
  await server.stop();

  books = await openBooks(engine, dataDir, url);
  try {
    const subs = await books.shop('select id, price from subscriptions order by id');
    const charges = await books.shop(
      'select subscription_id, kind, status, amount, idempotency_key, payment_ref from subscription_charges',
    );
    const gateway = new Map(
      (await books.gateway('select idempotency_key, status, amount from test_gateway_charges')).map((c) => [
        c.idempotency_key,
        c,
      ]),
    );
    for (const kind of ['initial', 'renewal'])
      check(
        subs.every((s) => {
          const mine = charges.filter((c) => c.subscription_id === s.id && c.kind === kind);
          return mine.length === 1 && mine[0].status === 'paid' && mine[0].amount === s.price;
        }),
        `each subscription has exactly one ${kind} charge, paid, at its price`,
      );
    check(
      charges.every((c) => {
        const g = gateway.get(c.idempotency_key);
        return g && g.status === 'captured' && Number(g.amount) === c.amount;
      }),
      'every paid charge was taken once by the gateway, to the cent',
    );
    check(
      [...gateway.values()].filter((g) => g.status === 'captured').length === charges.length,
      `the gateway took money for exactly the recorded charges (${charges.length})`,
    );
  } finally {
    await books.close();
  }
}

const engines = process.argv.slice(2).length ? process.argv.slice(2) : ['pglite', 'postgres'];
for (const engine of engines)
  await runRound({ title: 'membership crash test', prefix: 'sub-crash', engine }, async (round) => {
    await subscribeUnderCrash(round);
    await renewUnderCrash(engine, round);
  });
console.log('\nThe membership crash test passed.');

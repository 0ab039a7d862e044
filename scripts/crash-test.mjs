// The crash test (issue 13, decision 0021): a real server on a fresh data dir takes 20 checkouts, its
// process group is killed with SIGKILL mid-checkout, it starts again on the same data, and then every
// order must reach a final state on its own, no beat may be sold without captured money, the ledger
// must equal the captured totals, and a retried checkout key must get the final answer. Then it is
// killed again during administrators' refunds (issue 16, decision 0031): every refund ends recorded and
// refunded at the gateway, and the ledger still equals what was kept.
// `node scripts/crash-test.mjs [pglite] [postgres]` (both by default; PostgreSQL at TEST_DATABASE_URL).
import {
  ADDRESS as address,
  check,
  Http,
  openBooks,
  sleep,
  runRound,
  TEST_CARD as card,
  USERS as BUYERS,
} from './lib/servers.mjs';

async function crashAndRecover(engine, { dataDir, url, start }) {
  const started = Date.now();
  let server = await start('before-crash');
  console.log(`  started in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const visitor = new Http(server.base);
  const beats = (await visitor.get('/private-api/beat/records?per_page=50')).body.data.filter(
    (b) => b.family === 'beat' && b.purchasable,
  );
  const licenses = (await visitor.get('/private-api/license/records?per_page=25')).body.data;
  const exclusive = licenses.find((l) => l.type === 'exclusive');
  const contested = beats[0].id;
  const clients = [];
  for (const [i, email] of BUYERS.entries()) {
    const client = new Http(server.base);
    check((await client.login(email)).status === 200, `${email} logs in`);
    check(
      (await client.post(`/private-api/cart/upsert/${beats[i + 1].id}`, {})).status === 200,
      `${email} puts a beat in the cart`,
    );
    // Two buyers also want the same exclusive: only one may get it, and only with captured money.
    if (i < 2)
      check(
        (await client.post(`/private-api/cart/upsert/${contested}`, { license_id: exclusive.id })).status === 200,
        `${email} adds the contested exclusive`,
      );
    clients.push(client);
  }

  const attempts = Array.from({ length: 20 }, (_, k) => ({
    client: clients[k % clients.length],
    body: { idempotency_key: `crash-${engine}-${k}-${Date.now().toString(36)}`, address, payment: card },
  }));
  const answered = [];
  const inflight = attempts.map((a) =>
    a.client.post('/private-api/cart/order', a.body).then(
      (r) => answered.push(r.status),
      () => {},
    ),
  );
  // Kill as soon as the first checkout has answered: the rest are somewhere between start and finish.
  await Promise.race(inflight);
  await sleep(Math.floor(Math.random() * 100));
  await server.kill();
  await Promise.allSettled(inflight);
  console.log(`  killed with SIGKILL after ${answered.length} of 20 checkouts answered (${answered.join(', ')})`);

  const restarted = Date.now();
  server = await start('after-crash');
  console.log(`  restarted on the same data in ${((Date.now() - restarted) / 1000).toFixed(1)} s`);
  const admin = clients[3].via(server.base);
  const found = (await admin.get('/private-api/order/records?per_page=100')).body.data;
  const tally = (list) =>
    [...new Set(list.map((o) => o.status))]
      .map((st) => `${list.filter((o) => o.status === st).length} ${st}`)
      .join(', ');
  console.log(`  found at restart: ${tally(found) || 'no orders'}`);
  let unfinished;
  for (;;) {
    const list = (await admin.get('/private-api/order/records?per_page=100')).body.data;
    unfinished = list.filter((o) => o.status === 'pending' || o.status === 'paid');
    if (!unfinished.length) break;
    if (Date.now() - restarted > 90_000) break;
    await sleep(1000);
  }
  check(
    unfinished.length === 0,
    `every order reached a final state on its own, ${((Date.now() - restarted) / 1000).toFixed(1)} s after the restart`,
  );

  const answers = [];
  for (const a of attempts) {
    const r = await a.client.via(server.base).post('/private-api/cart/order', a.body);
    answers.push(r);
    if (r.status === 200)
      check(r.body.data.status === 'fulfilled', `retried key ${a.body.idempotency_key} answers its fulfilled order`);
    else
      check(
        [402, 409].includes(r.status) && r.body.response_data?.error,
        `retried key ${a.body.idempotency_key} answers its failure: ${r.body?.response_data?.error ?? r.status}`,
      );
  }
  server = await refundsUnderCrash(server, clients[3], dataDir, start);
  await server.stop();

  const books = await openBooks(engine, dataDir, url);
  try {
    const orders = await books.shop(
      'select id, status, total, payment_ref, captured_at, refund_requested_at from orders order by id',
    );
    const charges = new Map(
      (await books.gateway('select ref, status, amount from test_gateway_charges')).map((c) => [c.ref, c]),
    );
    const fulfilled = orders.filter((o) => o.status === 'fulfilled');
    const refunded = orders.filter((o) => o.status === 'refunded');
    console.log(
      `  orders: ${orders.length} (${fulfilled.length} fulfilled, ${refunded.length} refunded, ${orders.filter((o) => o.status === 'failed').length} failed)`,
    );
    // A request killed before its order was written has none; its retry may make it then.
    const keys = await books.shop(
      'select count(distinct idempotency_key)::int as n, count(*)::int as orders from orders',
    );
    check(
      keys[0].orders <= 20 && keys[0].n === keys[0].orders,
      `at most one order per checkout key (${keys[0].orders} orders for 20 keys)`,
    );
    check(
      orders.every((o) => ['fulfilled', 'failed', 'refunded'].includes(o.status)),
      'no order left pending or paid',
    );
    check(
      refunded.length > 0 &&
        refunded.every((o) => charges.get(o.payment_ref)?.status === 'refunded' && !o.refund_requested_at) &&
        orders.every((o) => !o.refund_requested_at),
      `every refund asked for before or after the kill is refunded at the gateway and recorded (${refunded.length})`,
    );
    check(
      fulfilled.every(
        (o) =>
          o.captured_at &&
          charges.get(o.payment_ref)?.status === 'captured' &&
          Number(charges.get(o.payment_ref).amount) === o.total,
      ),
      'every fulfilled order has its money captured, to the cent',
    );
    check(
      orders
        .filter((o) => o.status === 'failed')
        .every((o) => !['captured', 'authorized'].includes(charges.get(o.payment_ref)?.status)),
      'no failed order holds or took money',
    );
    check(
      [...charges.values()].every((c) => c.status !== 'authorized'),
      'no authorization is left hanging at the gateway',
    );
    check(
      [...charges.values()].filter((c) => c.status === 'captured').length === fulfilled.length,
      'the gateway holds the money of exactly the fulfilled orders',
    );
    const exclusives =
      await books.shop(`select b.id, b.sold, count(distinct o.id) filter (where o.status = 'fulfilled')::int as paid
      from order_items i join beats b on b.id = i.beat_id join orders o on o.id = i.order_id
      where i.terms->>'type' = 'exclusive' group by b.id, b.sold`);
    check(
      exclusives.every((b) => b.paid <= 1 && b.sold === (b.paid === 1)),
      `each exclusive ordered (${exclusives.length}) is sold exactly when one order with captured money bought it`,
    );
    const [ledger] = await books.shop('select coalesce(sum(amount), 0)::int as total from ledger_entries');
    const captured = fulfilled.reduce((s, o) => s + o.total, 0);
    check(
      ledger.total === captured,
      `the ledger (${ledger.total}) equals the totals kept (${captured}): every refund reversed its sale to the cent`,
    );
    const receipts = await books.shop("select subject from mail_outbox where template = 'order_receipt'");
    const delivered = [...fulfilled, ...refunded];
    check(
      receipts.length === delivered.length &&
        delivered.every((o) => receipts.some((m) => m.subject.endsWith(` ${o.id}`))),
      'one receipt per delivered order (refunded ones were delivered first)',
    );
    const byKey = new Map(answers.map((r, i) => [attempts[i].body.idempotency_key, r]));
    const orderKeys = await books.shop('select id, idempotency_key, status from orders');
    check(
      orderKeys.every((o) => (o.status !== 'failed') === (byKey.get(o.idempotency_key).status === 200)),
      'each retried key answered what its order became',
    );
  } finally {
    await books.close();
  }
}

/**
 * Refunds under a crash (decision 0031): an administrator refunds up to six fulfilled orders at once and
 * the process is killed mid-way; after the restart recovery finishes every refund whose request was
 * noted (also one the gateway made before the kill), and the administrator refunds the rest again.
 */
async function refundsUnderCrash(server, adminClient, dataDir, start) {
  const admin = adminClient.via(server.base);
  const list = (await admin.get('/private-api/order/records?per_page=100')).body.data;
  // Half of them (at most six), so the books still hold fulfilled orders to check beside the refunded ones.
  const fulfilled = list.filter((o) => o.status === 'fulfilled');
  const targets = fulfilled.slice(0, Math.min(6, Math.ceil(fulfilled.length / 2)));
  check(targets.length > 0, `fulfilled orders to refund (${targets.length})`);
  const answered = [];
  const inflight = targets.map((o) =>
    admin.post(`/private-api/order/${o.id}/refund`).then(
      (r) => answered.push(r.status),
      () => {},
    ),
  );
  // A refund takes milliseconds: kill at a random moment of the first few, not after them.
  await Promise.race([...inflight, sleep(Math.floor(Math.random() * 40))]);
  await server.kill();
  await Promise.allSettled(inflight);
  console.log(`  refunds: killed after ${answered.length} of ${targets.length} answered`);

  const restarted = Date.now();
  const next = await start('after-refund-crash');
  const again = adminClient.via(next.base);
  // Noted requests wait out the recovery grace period, then the sweep finishes them.
  const status = async () =>
    new Map((await again.get('/private-api/order/records?per_page=100')).body.data.map((o) => [o.id, o.status]));
  let left;
  for (;;) {
    const now = await status();
    left = targets.filter((o) => now.get(o.id) !== 'refunded');
    // Grace (15 s) and one sweep interval (10 s) after the restart, every noted refund is finished.
    if (!left.length || Date.now() - restarted > 30_000) break;
    await sleep(1000);
  }
  console.log(
    `  refunds: ${targets.length - left.length} finished by recovery or before the kill; retrying ${left.length}`,
  );
  for (const o of left) {
    const r = await again.post(`/private-api/order/${o.id}/refund`);
    check(r.status === 200 && r.body.data.status === 'refunded', `a retried refund of order ${o.id} succeeds`);
  }
  return next;
}

const engines = process.argv.slice(2).length ? process.argv.slice(2) : ['pglite', 'postgres'];
for (const engine of engines)
  await runRound({ title: 'crash test', prefix: 'crash', engine }, (round) => crashAndRecover(engine, round));
console.log('\nCrash test passed.');

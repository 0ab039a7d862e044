// The traffic of issue 36 §3, as open-loop generators: each kind is started at its own rate whatever the
// answers take (a closed loop would slow down with the server and hide its queueing), and every request
// is recorded with its start, duration and outcome.
import { Http } from '../lib/servers.mjs';

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Calls `fn` `perSecond` times a second until `stop()`; results go to `record(kind, started, ms, ok, status)`. */
export function openLoop(kind, perSecond, fn, record) {
  let stopped = false;
  const inflight = new Set();
  const interval = 1000 / perSecond;
  let next = performance.now();
  const tick = () => {
    if (stopped) return;
    const now = performance.now();
    while (next <= now) {
      next += interval;
      const started = Date.now();
      const t0 = performance.now();
      const p = fn()
        .then((status) => record(kind, started, performance.now() - t0, status < 500, status))
        .catch((err) => record(kind, started, performance.now() - t0, false, err.cause?.code ?? err.message))
        .finally(() => inflight.delete(p));
      inflight.add(p);
    }
    setTimeout(tick, Math.max(1, next - performance.now()));
  };
  tick();
  return async () => {
    stopped = true;
    await Promise.all(inflight);
  };
}

const status = async (res) => {
  await res.arrayBuffer();
  return res.status;
};

/** The visitors' questions, built from the catalog's own words, tags and producers. */
export function visitorQuestions(base, sample) {
  const typo = (w) => (w.length > 4 ? w.slice(0, 2) + w[3] + w[2] + w.slice(4) : `${w}x`);
  const searches = [
    () => pick(sample.words.slice(0, 20)),
    () => pick(sample.words),
    () => typo(pick(sample.words)),
    () => `#${pick(sample.tags)}`,
    () => {
      const bpm = 70 + Math.floor(Math.random() * 90);
      return `bpm:${bpm}-${bpm + 10}`;
    },
    () => `@${pick(sample.producers)}`,
    () => `#${pick(sample.tags)} bpm:120-160`,
  ];
  const get = (path) => fetch(base + path).then(status);
  return {
    list: () => get('/private-api/beat/records?sort=newest&per_page=25'),
    search: () => get(`/private-api/beat/records?per_page=25&search=${encodeURIComponent(pick(searches)())}`),
    beat: () => get(`/private-api/beat/${pick(sample.beats)}`),
  };
}

/** Visitors with a CSRF cookie each, counting plays. */
export async function players(base, count, beats) {
  const clients = await Promise.all(
    Array.from({ length: count }, async () => {
      const c = new Http(base);
      await c.get('/private-api/supporting-data');
      return c;
    }),
  );
  return () =>
    pick(clients)
      .post(`/private-api/beat/${pick(beats)}/stat/played`)
      .then((r) => r.status);
}

/** Buyers, each logged in, each checkout one beat under a lease licence; keys recorded for the books. */
export async function buyers(base, emails, beats, licenseId, keys) {
  const clients = await Promise.all(
    emails.map(async (email) => {
      const c = new Http(base);
      const r = await c.login(email);
      if (r.status !== 200) throw new Error(`${email} could not log in: ${r.status}`);
      return { c, busy: false };
    }),
  );
  const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
  const payment = { method: 'card', number: '4242424242424242', expiry: '12/40', cvc: '123' };
  return async () => {
    const buyer = clients.find((b) => !b.busy);
    if (!buyer) return 429; // every buyer is mid-checkout: a refusal of our own, not the server's
    buyer.busy = true;
    try {
      const added = await buyer.c.post(`/private-api/cart/upsert/${pick(beats)}`, { license_id: licenseId });
      if (added.status !== 200) return added.status;
      const key = `bench-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
      keys.push(key);
      const order = await buyer.c.post('/private-api/cart/order', { idempotency_key: key, address, payment });
      return order.status;
    } finally {
      buyer.busy = false;
    }
  };
}

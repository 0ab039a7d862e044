import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answer "not ready" from now on: a balancer stops sending new requests before the process closes. */
    drain(): void;
  }
}

const PING_TIMEOUT_MS = 1000;

/**
 * Liveness and readiness for a load balancer (issue 36 §1). `/healthz/live`: the process answers.
 * `/healthz/ready`: it may take traffic: listening happens only after migrations, so ready means the
 * database answers a ping within a second and the process is not draining (SIGTERM, server.ts).
 */
export default fp(async function health(app: FastifyInstance, opts: { ping: () => Promise<unknown> }) {
  let draining = false;
  app.decorate('drain', () => void (draining = true));
  // While draining, every answer closes its connection: the balancer then holds no idle connection to this
  // process when it closes, so no request (a POST it may not retry) is sent down one being closed.
  app.addHook('onSend', async (_req, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  const noStore = { 'cache-control': 'no-store' };
  // A balancer asks twice a second per process: only failures are worth a log line.
  const quiet = { logLevel: 'warn' as const };
  app.get('/healthz/live', quiet, (_req, reply) => reply.headers(noStore).send({ status: 'live' }));
  app.get('/healthz/ready', quiet, async (_req, reply) => {
    reply.headers(noStore);
    if (draining) return reply.status(503).send({ status: 'draining' });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([opts.ping(), timeout]);
      return reply.send({ status: 'ready' });
    } catch (err) {
      return reply.status(503).send({ status: 'database unreachable', detail: (err as Error).message });
    } finally {
      clearTimeout(timer);
    }
  });
});

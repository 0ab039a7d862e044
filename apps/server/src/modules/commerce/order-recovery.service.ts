import type { FastifyBaseLogger } from 'fastify';
import type { ErrorCode } from '@beatmarket/shared';
import type { PaymentGateway } from '../../adapters/payments.js';
import type { OrderRow } from './order-rows.repository.js';
import { createOrderSettlement, INTERRUPTED } from './order-settlement.js';
import type { OrdersRepository } from './orders.repository.js';
import type { Refunds } from './refund.js';

/** A pending or paid order this long untouched is not being worked on by anyone (a live checkout takes milliseconds). */
export const RECOVERY_GRACE_MS = 15_000;
/** How often each process looks for such orders: every order is final within GRACE + SWEEP after a crash. */
export const RECOVERY_SWEEP_MS = 10_000;

const FINAL = (o: OrderRow) => o.status !== 'pending' && o.status !== 'paid';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Finishes orders a crash (or a lost connection) left half-way (decision 0021): asks the gateway what
 * happened to each one's payment, then captures and delivers it, or fails it and lets go of whatever it
 * held. Safe to run in every process at once: checkout and recovery both decide a pending order under
 * its row lock, and capture, fulfilment and the receipt are idempotent.
 */
export function createOrderRecoveryService(deps: {
  orders: OrdersRepository;
  gateway: PaymentGateway;
  fulfil(orderId: number): Promise<unknown>;
  refunds: Refunds;
  log: FastifyBaseLogger;
  graceMs?: number;
}) {
  const { orders, log } = deps;
  const grace = deps.graceMs ?? RECOVERY_GRACE_MS;
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<unknown> | undefined;
  /**
   * Orders this process's checkouts are working on. Other processes' are protected by the order's row
   * lock; these also while they wait for PGlite's single connection or a slow gateway, however long.
   */
  const working = new Set<number>();
  const { complete, settlePending, settlePaid, settleRefund } = createOrderSettlement(deps);

  /** Brings one order to a final state if it can; wait: queue behind a checkout holding it instead of skipping it. */
  async function settle(orderId: number, opts: { wait?: boolean } = {}) {
    const order = await orders.byId(orderId);
    if (!order || FINAL(order) || (working.has(orderId) && !opts.wait)) return;
    if (order.status === 'pending') await settlePending(orderId, !opts.wait);
    else await settlePaid(order);
  }

  async function sweep(): Promise<number> {
    let n = 0;
    for (const id of await orders.unfinishedRefunds(grace)) {
      try {
        await settleRefund(id);
        n++;
      } catch (err) {
        log.error({ err, orderId: id }, 'refund recovery failed; retried on the next sweep');
      }
    }
    for (const id of await orders.unfinished(grace)) {
      try {
        await settle(id);
        n++;
      } catch (err) {
        log.error({ err, orderId: id }, 'order recovery failed; retried on the next sweep');
      }
    }
    if (n) log.info({ orders: n }, 'unfinished orders settled');
    return n;
  }

  return {
    settle,
    settleRefund,
    /** Runs a checkout's steps for an order; sweeps leave the order alone meanwhile. */
    async working<T>(orderId: number, run: () => Promise<T>): Promise<T> {
      working.add(orderId);
      try {
        return await run();
      } finally {
        working.delete(orderId);
      }
    },
    /** Checkout's own last step once its sale committed: capture and deliver. */
    complete: async (orderId: number) => complete((await orders.byId(orderId))!),
    sweep,
    /**
     * The final state of an order whose checkout key came back: a checkout still running is waited for,
     * one nobody is finishing any more is finished now.
     */
    async outcome(orderId: number): Promise<OrderRow> {
      for (;;) {
        const order = (await orders.byId(orderId))!;
        if (FINAL(order)) return order;
        if (Date.now() - order.updatedAt.getTime() >= grace && !working.has(orderId)) {
          await settle(orderId, { wait: true });
          return (await orders.byId(orderId))!;
        }
        await sleep(200);
      }
    },
    failureCode: (order: OrderRow) => (order.failureCode ?? INTERRUPTED.code) as ErrorCode,
    /** Sweeps now (after a restart) and then periodically. */
    start() {
      if (timer) return;
      const tick = () => {
        sweeping = sweep()
          .catch((err: unknown) => log.error({ err }, 'order recovery sweep'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, RECOVERY_SWEEP_MS);
          });
      };
      timer = setTimeout(tick, 0);
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await sweeping;
    },
  };
}
export type OrderRecoveryService = ReturnType<typeof createOrderRecoveryService>;

import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { ERROR_CATALOGUE } from '@beatmarket/shared';
import type { SessionUser } from '../../../core/session-user.js';
import { AppError } from '../../../core/errors.js';
import { beats, licenses, subscribables, subscriptions, users } from '../../../db/schema/index.js';
import { clientsByRole, type TestContext } from '../../../../test/helpers.js';

const DAY = 86_400_000;
const address = { country: 'US', address: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
let serial = 0;

/**
 * A movable clock for createTestContext({ now }), demo people and beats, an inner-circle licence,
 * plans and subscriptions written straight to the tables (so these tests need no subscribe flow).
 */
export function usageClock(start = new Date()) {
  let at = start.getTime();
  return { now: () => new Date(at), set: (d: Date) => void (at = d.getTime()), days: (n: number) => (at += n * DAY) };
}

export async function usageFixtures(t: TestContext, ipPrefix: string, now: () => Date) {
  const db = t.database.db;
  const c = await clientsByRole(t.app, ipPrefix, ['buyer', 'producer', 'producer2', 'admin']);
  const person = async (email: string): Promise<SessionUser> => {
    const [u] = await db.select().from(users).where(eq(users.email, email));
    return { ...u!, nickname: u!.nickname ?? null, producerIdentifier: u!.producerIdentifier ?? null } as SessionUser;
  };
  const who = {
    buyer: await person('buyer@beatmarket.test'),
    producer: await person('producer@beatmarket.test'),
    producer2: await person('producer2@beatmarket.test'),
    admin: await person('admin@beatmarket.test'),
  };
  const claimable = (producerId: number) =>
    db
      .select({ id: beats.id, coproducerId: beats.coproducerId })
      .from(beats)
      .where(
        and(
          eq(beats.producerId, producerId),
          eq(beats.family, 'beat'),
          eq(beats.available, true),
          eq(beats.sold, false),
          isNotNull(beats.publishedAt),
          isNull(beats.deletedAt),
        ),
      )
      .orderBy(beats.id);
  const [license] = await db
    .insert(licenses)
    .values({
      name: 'Inner Circle Unlimited',
      type: 'inner_circle',
      level: 'unlimited',
      price: 0,
      specifications: { mp3: true, wav: true, streams: 0 },
    })
    .returning();

  async function plan(values: Partial<typeof subscribables.$inferInsert> = {}) {
    const [row] = await db
      .insert(subscribables)
      .values({
        name: 'Inner Circle',
        price: 999,
        interval: 'month',
        allowance: 2,
        licenseId: license!.id,
        published: true,
        ...values,
      })
      .returning();
    return row!;
  }
  /** A subscription in its first month, the clock a day into it. */
  async function subscribe(
    userId: number,
    planId: number,
    status: 'active' | 'cancelled' | 'past_due' | 'ended' = 'active',
  ) {
    const start = new Date(now().getTime() - DAY);
    const [row] = await db
      .insert(subscriptions)
      .values({
        userId,
        subscribableId: planId,
        status,
        idempotencyKey: `usage-${serial++}-key-abcdef`,
        price: 999,
        interval: 'month',
        address,
        currentPeriodStart: start,
        currentPeriodEnd: new Date(start.getTime() + 30 * DAY),
      })
      .returning();
    return row!;
  }
  /** What the billing engine does at a renewal: the next period starts where the last ended. */
  async function renew(id: number) {
    const [s] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
    const start = s!.currentPeriodEnd;
    await db
      .update(subscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: new Date(start.getTime() + 30 * DAY) })
      .where(eq(subscriptions.id, id));
    return { start, end: new Date(start.getTime() + 30 * DAY) };
  }

  /** A claim as `POST /subscription/{id}/claim` answers it: status and body or error message and field. */
  async function claim(user: SessionUser | null, subscriptionId: number, body: unknown) {
    try {
      return {
        status: 200,
        data: await t.app.services.usage.claims.claim({ user }, subscriptionId, body),
        message: '',
      };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return { status: ERROR_CATALOGUE[err.code].status, data: null, message: err.message, topic: err.topicId };
    }
  }

  return {
    c,
    db,
    who,
    license: license!,
    beatsOf: claimable,
    plan,
    subscribe,
    renew,
    claim,
  };
}
export type UsageFixtures = Awaited<ReturnType<typeof usageFixtures>>;

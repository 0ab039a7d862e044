import { randomBytes } from 'node:crypto';
import {
  beatTitleParts,
  defaultLicense,
  ledgerShares,
  verificationCode,
  type BeatType,
  type LineTerms,
} from '@beatmarket/shared';
import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fullName } from '../../db/people.js';
import type { orderItems, orders } from '../../db/schema/index.js';
import { beats, ledgerEntries, licenses, users } from '../../db/schema/index.js';
import type { Tx } from './contests.repository.js';

/**
 * What a feature prize needs of the commerce orders repository, which writes every order (a sale's, a
 * plan's claim, a prize's): the services wiring passes that repository, so the order is the sale's own.
 */
export interface PrizeOrders {
  insertPendingIn(
    tx: Tx,
    order: Omit<typeof orders.$inferInsert, 'id' | 'status'>,
    items: Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>[],
    note: string,
  ): Promise<{ id: number; items: { id: number }[] } | null>;
  move(
    tx: Tx,
    orderId: number,
    from: 'pending',
    to: 'paid',
    actorId: number | null,
    note: string,
    patch: { paidAt: Date; capturedAt: Date },
  ): Promise<boolean>;
  countSales(tx: Tx, beatIds: number[]): Promise<void>;
}

/** A feature listing as a prize reads it, with its artist's name. */
export async function featureListing(db: Db | Tx, beatId: number) {
  const [row] = await db
    .select({
      id: beats.id,
      title: beats.title,
      beatType: beats.beatType,
      family: beats.family,
      price: beats.price,
      producerId: beats.producerId,
      coproducerId: beats.coproducerId,
      collaborators: beats.collaborators,
      artist: fullName(),
      publishedAt: beats.publishedAt,
      deletedAt: beats.deletedAt,
      available: beats.available,
      sold: beats.sold,
    })
    .from(beats)
    .innerJoin(users, eq(users.id, beats.producerId))
    .where(eq(beats.id, beatId));
  return row ?? null;
}
type Listing = NonNullable<Awaited<ReturnType<typeof featureListing>>>;

/** A feature that can be given now: a published, available feature listing (what a buyer could buy). */
export const giveable = (f: Listing | null): f is Listing =>
  Boolean(f && f.family === 'feature' && f.publishedAt && !f.deletedAt && f.available && !f.sold);

/** "Title by Artist": how the prize names the feature on the contest page. */
export const featureTitle = (f: Listing) => `${beatTitleParts(f.title, f.beatType as BeatType).full} by ${f.artist}`;

/**
 * Delivers a feature prize inside the winners' transaction: an order of the feature for the winner, of
 * amount zero, under the feature licence a buyer would get (spec §4), paid at once; fulfilment (licence
 * PDF, receipt) follows the commit as for a sale. The house pays the artist what a sale would have paid
 * them: their share of the feature's price as adjustment rows on the line, and a house row of minus
 * their sum, so no cent is invented. Null when the feature cannot be given now (the caller refuses).
 */
export async function deliverFeature(
  tx: Tx,
  orders: PrizeOrders,
  a: { contestId: number; place: number; userId: number; beatId: number; label: string; by: number },
  producerPercent: number,
  at: Date,
): Promise<number | null> {
  const f = await featureListing(tx, a.beatId);
  if (!giveable(f)) return null;
  const all = await tx.select().from(licenses).where(isNull(licenses.deletedAt));
  const pick = defaultLicense(
    'feature',
    all.map((l) => ({ id: l.id, type: l.type, level: l.level, price: l.price, bundle_price: l.bundlePrice })),
  );
  const license = all.find((l) => l.id === pick?.id);
  if (!license) return null;
  const terms: LineTerms = {
    name: license.name,
    type: license.type,
    level: license.level,
    specifications: license.specifications,
    trackouts: null,
    bundle: null,
  };
  const made = await orders.insertPendingIn(
    tx,
    {
      userId: a.userId,
      // One prize per contest and place: a retried pick cannot make a second order.
      idempotencyKey: `contest:${a.contestId}:${a.place}`,
      subtotal: 0,
      total: 0,
      currency: 'USD',
      address: {},
      paymentProvider: 'contest',
      createdAt: at,
    },
    [
      {
        beatId: f.id,
        licenseId: license.id,
        trackoutsId: null,
        bundleLicenseId: null,
        beatTitle: beatTitleParts(f.title, f.beatType as BeatType).full,
        producerId: f.producerId,
        coproducerId: f.coproducerId,
        collaborators: f.collaborators,
        terms,
        lineTotal: 0,
        amount: 0,
        verificationCode: verificationCode(randomBytes),
      },
    ],
    a.label,
  );
  if (!made) return null;
  await orders.move(tx, made.id, 'pending', 'paid', a.by, a.label, { paidAt: at, capturedAt: at });
  await orders.countSales(tx, [f.id]);
  const artists = ledgerShares(f.price, f, producerPercent).filter((s) => s.role !== 'house');
  const owed = artists.reduce((sum, s) => sum + s.amount, 0);
  const line = made.items[0]!.id;
  await tx.insert(ledgerEntries).values([
    ...artists.map((s) => ({ ...s, orderItemId: line, kind: 'adjustment' as const, note: a.label, createdBy: a.by })),
    {
      payeeId: null,
      role: 'house' as const,
      amount: 0 - owed,
      orderItemId: line,
      kind: 'adjustment' as const,
      note: a.label,
      createdBy: a.by,
    },
  ]);
  return made.id;
}

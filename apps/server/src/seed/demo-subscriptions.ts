import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { licenses, subscribables } from '../db/schema/index.js';

/** The plan-only licence inner-circle plans grant (issue 19): every use unlimited, MP3 and WAV. */
const INNER_CIRCLE_LICENCE = {
  name: 'Inner Circle',
  description: 'Granted to Inner Circle members for each beat they take from their plan. Never sold alone.',
  type: 'inner_circle' as const,
  level: 'unlimited' as const,
  price: 0,
  specifications: { units: 0, streams: 0, mp3: true, wav: true, radio_live: 0, youtube: 0, broadcast: 0 },
};

/**
 * The inner-circle licence (when the store has none) and two published plans over the whole store:
 * "Inner Circle", $19.99 a month for 5 beats a month, and its yearly twin (two months free). Only on a
 * store without plans, so `npm run seed` never adds them twice or brings back deleted ones.
 */
export async function seedDemoSubscriptions(db: Db): Promise<void> {
  const [plans] = await db.select({ n: sql<number>`count(*)::int` }).from(subscribables);
  if (Number(plans?.n ?? 0) > 0) return;
  let [licence] = await db.select({ id: licenses.id }).from(licenses).where(eq(licenses.type, 'inner_circle'));
  licence ??= (await db.insert(licenses).values(INNER_CIRCLE_LICENCE).returning({ id: licenses.id }))[0]!;
  const common = {
    licenseId: licence.id,
    producerId: null,
    trialDays: 0,
    published: true,
  };
  await db.insert(subscribables).values([
    {
      ...common,
      name: 'Inner Circle',
      description: 'Five beats a month from the whole store, each under the Inner Circle unlimited licence.',
      price: 1999,
      interval: 'month',
      allowance: 5,
    },
    {
      ...common,
      name: 'Inner Circle Yearly',
      description: 'The Inner Circle billed once a year: sixty beats a year, two months free.',
      price: 19990,
      interval: 'year',
      allowance: 60,
    },
  ]);
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { services, testimonials, textSnippets } from '../db/schema/index.js';
import { CONTENT_PAGES } from './content-pages.js';
import { DEMO_PRESS_PAGE, PRESS_PAGE } from './press-page.js';

/** The mixing and mastering offers every install starts with (prices in cents). */
export const DEFAULT_SERVICES = [
  {
    name: 'Mixing',
    description:
      'Your vocals and the trackouts balanced, EQ-ed and compressed into a clean, wide mix. Up to 40 tracks, two rounds of revisions.',
    priceFrom: 14900,
    turnaround: '5 working days',
    position: 1,
  },
  {
    name: 'Mastering',
    description:
      'Loudness, tone and stereo image ready for streaming platforms, with a streaming master and a WAV for distribution.',
    priceFrom: 4900,
    turnaround: '2 working days',
    position: 2,
  },
  {
    name: 'Mix & master bundle',
    description: 'Both, by the same engineer, for one coherent sound. Three rounds of revisions.',
    priceFrom: 17900,
    turnaround: '7 working days',
    position: 3,
  },
  {
    name: 'Vocal tuning',
    description: 'Natural pitch correction and timing, or the hard-tuned effect: say which in your notes.',
    priceFrom: 3900,
    turnaround: '3 working days',
    position: 4,
  },
];

/** Demo testimonials: invented people, labelled as demo data in the README. */
export const DEMO_TESTIMONIALS = [
  {
    quote:
      'I licensed my first beat at 2 a.m. and had the WAV and the contract before I finished reading the terms. My distributor took the licence code without a single question.',
    name: 'Maya Reyes',
    role: 'Independent artist',
  },
  {
    quote:
      'The mix came back sounding like a record, not a demo. Two small notes on the hook and the revision was back the next day.',
    name: 'Jordan Blake',
    role: 'Rapper, JB the Architect',
  },
  {
    quote:
      'We needed cleared music for a 12-episode series. Sync licences with the limits spelled out made it an easy yes for our legal team.',
    name: 'Priya Natarajan',
    role: 'Producer, Northline Studios',
  },
  {
    quote:
      'As a producer I see every sale in my statements and get paid on time. The review of each beat keeps the catalog worth browsing.',
    name: 'Tomás Ortega',
    role: 'Beat producer',
  },
];

const isEmpty = async (db: Db, table: typeof services | typeof testimonials) =>
  Number((await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0) === 0;

/** Content pages' texts and the services every install needs; an existing text is never overwritten. */
export async function seedContentPages(db: Db): Promise<void> {
  for (const page of CONTENT_PAGES) await db.insert(textSnippets).values(page).onConflictDoNothing();
  if (await isEmpty(db, services)) await db.insert(services).values(DEFAULT_SERVICES);
}

/** Demo testimonials, only on a demo install with none. */
export async function seedDemoTestimonials(db: Db): Promise<void> {
  if (await isEmpty(db, testimonials))
    await db.insert(testimonials).values(DEMO_TESTIMONIALS.map((t, i) => ({ ...t, published: true, position: i + 1 })));
}

/** The demo's press articles, while the press page still holds the text a fresh install has. */
export async function seedDemoPress(db: Db): Promise<void> {
  await db
    .update(textSnippets)
    .set({ content: DEMO_PRESS_PAGE, updatedAt: new Date() })
    .where(and(eq(textSnippets.id, 'press'), eq(textSnippets.content, PRESS_PAGE)));
}

import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { COPRODUCER_PERCENT, slugify, tagSlug, UNTAGGED_MP3_DOWNLOAD } from '@beatmarket/shared';
import type { Db } from '../db/client.js';
import { beats, beatTags, tags, users } from '../db/schema/index.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { DEMO_TAGS, demoBeats } from './demo-catalog.js';

/** The demo catalog; skipped when beats already exist. */
export async function seedCatalog(db: Db): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(beats);
  if (Number(n) > 0) return;
  await db
    .insert(tags)
    .values(DEMO_TAGS.map((t) => ({ ...t, slug: tagSlug(t.name) })))
    .onConflictDoNothing();
  const tagRows = await db.select().from(tags);
  const tagBySlug = new Map(tagRows.map((t) => [t.slug, t]));
  const producerEmails = [DEMO_ACCOUNTS[1].email, DEMO_ACCOUNTS[2].email];
  const people = await db.select().from(users).where(inArray(users.email, producerEmails));
  const producers = producerEmails.map((e) => people.find((p) => p.email === e)!);
  const handle = (u: (typeof producers)[number]) =>
    [u.nickname, u.producerIdentifier, u.firstName, u.lastName].filter(Boolean).join(' ');

  const now = Date.now();
  for (const [i, b] of demoBeats().entries()) {
    const producer = producers[b.producer]!;
    const coproducer = b.coproducer ? producers[1 - b.producer]! : null;
    const slugs = b.tags.map(tagSlug);
    const [row] = await db
      .insert(beats)
      .values({
        slug: `${slugify(b.title)}-${i + 1}`,
        family: b.family,
        beatType: b.beatType,
        title: b.title,
        description: b.description,
        price: b.price,
        sold: b.sold,
        available: !b.sold,
        premiumDownloadData: b.premium ? UNTAGGED_MP3_DOWNLOAD : null,
        publishedAt: b.published ? new Date(now - i * 36 * 3600_000) : null,
        featurePosition: b.featurePosition,
        topRank: b.topRank,
        bpm: b.bpm,
        producerId: producer.id,
        coproducerId: coproducer?.id ?? null,
        // Decision 0096: the demo coproducer is a 50 % collaborator, as migration 0054 made every coproducer.
        collaborators: coproducer ? [{ user_id: coproducer.id, percent: COPRODUCER_PERCENT }] : [],
        token: randomBytes(12).toString('base64url'),
        plays: (i * 37) % 500,
        tagSlugs: slugs,
        searchText: [...b.tags, handle(producer), coproducer ? handle(coproducer) : ''].join(' '),
      })
      .returning({ id: beats.id });
    await db.insert(beatTags).values(slugs.map((s) => ({ beatId: row!.id, tagId: tagBySlug.get(s)!.id })));
  }
}

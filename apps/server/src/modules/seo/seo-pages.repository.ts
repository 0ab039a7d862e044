import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cheapestPrice, type BeatType, type LicenseType } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { fullName } from '../../db/people.js';
import { beats, licenses, storeItems, textSnippets, users } from '../../db/schema/index.js';

const producer = alias(users, 'producer');
const coproducer = alias(users, 'coproducer');
/** What anyone may see: published and not deleted (the visitor's view of beat-search.ts). */
const isPublic = and(isNotNull(beats.publishedAt), isNull(beats.deletedAt))!;

export interface PublicBeat {
  id: number;
  slug: string;
  family: 'beat' | 'feature';
  beatType: BeatType;
  title: string;
  description: string;
  imageUrl: string | null;
  price: number;
  available: boolean;
  sold: boolean;
  bpm: number | null;
  musicalKey: string | null;
  durationMs: number | null;
  publishedAt: Date | null;
  producerName: string;
  /** The handle of the producer's page: nickname, else producer identifier (as the web app's producerHandle). */
  producerHandle: string | null;
  coproducerName: string | null;
  genres: string[];
}

export interface PublicProducer {
  id: number;
  name: string;
  handle: string;
  beatCount: number;
  /** The newest published beat's cover: the picture of a shared producer link. */
  imageUrl: string | null;
}

/** Read-only queries behind the server-rendered <head> of public pages. */
export function createSeoPagesRepository(db: Db) {
  async function beatWhere(where: SQL): Promise<PublicBeat | null> {
    const [row] = await db
      .select({
        id: beats.id,
        slug: beats.slug,
        family: beats.family,
        beatType: beats.beatType,
        title: beats.title,
        description: beats.description,
        imageUrl: beats.imageUrl,
        price: beats.price,
        available: beats.available,
        sold: beats.sold,
        bpm: beats.bpm,
        musicalKey: beats.musicalKey,
        durationMs: beats.durationMs,
        publishedAt: beats.publishedAt,
        producerName: fullName(producer),
        producerHandle: sql<string | null>`coalesce(${producer.nickname}, ${producer.producerIdentifier})`,
        coproducerName: sql<
          string | null
        >`case when ${coproducer.id} is null then null else ${fullName(coproducer)} end`,
        genres: sql<string[]>`coalesce((select array_agg(t.name order by t.name) from beat_tags bt
          join tags t on t.id = bt.tag_id where bt.beat_id = ${beats.id} and t."group" = 'genre'), '{}')`,
      })
      .from(beats)
      .innerJoin(producer, eq(producer.id, beats.producerId))
      .leftJoin(coproducer, eq(coproducer.id, beats.coproducerId))
      .where(and(isPublic, where))
      .limit(1);
    return row ? { ...row, publishedAt: row.publishedAt ? new Date(row.publishedAt) : null } : null;
  }

  return {
    /** A published store item's title and description, for its page's head (issue 34). */
    storeItemBySlug: async (slug: string) =>
      (
        await db
          .select({ title: storeItems.title, description: storeItems.description })
          .from(storeItems)
          .where(and(eq(storeItems.slug, slug), eq(storeItems.status, 'published'), isNull(storeItems.deletedAt)))
      )[0] ?? null,
    beatBySlug: (family: 'beat' | 'feature', slug: string) =>
      beatWhere(and(eq(beats.family, family), eq(beats.slug, slug))!),

    beatById: (id: number) => beatWhere(eq(beats.id, id)),

    /** A producer's page exists for producers (by role) and for anyone with a published beat. */
    async producer(handle: string, producerRole: number): Promise<PublicProducer | null> {
      const lower = handle.toLowerCase();
      const [user] = await db
        .select({
          id: users.id,
          name: fullName(users),
          nickname: users.nickname,
          identifier: users.producerIdentifier,
          role: users.role,
        })
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            or(sql`lower(${users.nickname}) = ${lower}`, sql`lower(${users.producerIdentifier}) = ${lower}`),
          ),
        )
        .limit(1);
      if (!user) return null;
      const own = and(isPublic, or(eq(beats.producerId, user.id), eq(beats.coproducerId, user.id)))!;
      const [[count], [newest]] = await Promise.all([
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(beats)
          .where(own),
        db
          .select({ imageUrl: beats.imageUrl })
          .from(beats)
          .where(and(own, isNotNull(beats.imageUrl)))
          .orderBy(desc(beats.publishedAt), desc(beats.id))
          .limit(1),
      ]);
      const beatCount = Number(count?.n ?? 0);
      if (user.role < producerRole && beatCount === 0) return null;
      return {
        id: user.id,
        name: user.name,
        handle: user.nickname ?? user.identifier ?? handle,
        beatCount,
        imageUrl: newest?.imageUrl ?? null,
      };
    },

    /** The cheapest licence a beat can be bought with: its "from" price (spec §2). */
    async cheapestLicence(): Promise<number | null> {
      const rows = await db
        .select({ type: licenses.type, price: licenses.price })
        .from(licenses)
        .where(isNull(licenses.deletedAt));
      return cheapestPrice(rows as { type: LicenseType; price: number }[]);
    },

    async snippet(id: string): Promise<{ title: string; content: string; updatedAt: Date } | null> {
      const [row] = await db
        .select({ title: textSnippets.title, content: textSnippets.content, updatedAt: textSnippets.updatedAt })
        .from(textSnippets)
        .where(and(eq(textSnippets.id, id), isNull(textSnippets.deletedAt)))
        .limit(1);
      return row ?? null;
    },
  };
}
export type SeoPagesRepository = ReturnType<typeof createSeoPagesRepository>;

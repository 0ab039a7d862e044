import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AttachmentKind, UploadPurpose } from '@beatmarket/shared';
import type { Db } from '../../db/client.js';
import { attachments, beats, storeItems, uploads, users } from '../../db/schema/index.js';

export type UploadRow = typeof uploads.$inferSelect;
export type AttachmentRow = typeof attachments.$inferSelect;

export interface ProcessedBeat {
  demoUrl: string;
  previewKey: string;
  untaggedKey: string;
  waveformUrl: string;
  durationMs: number;
  bpmDetected: number | null;
  keyDetected: string | null;
}

/** The upload slots: opened within the account's quota, completed once, forgotten once expired. */
function uploadRecords(db: Db) {
  return {
    /**
     * Records a slot unless the account's open slots (unexpired, completed or not: a slot takes posts
     * until it expires) would pass the quota; the user's row is locked so two requests cannot both pass.
     */
    async createUpload(
      row: {
        id: string;
        userId: number;
        purpose: UploadPurpose;
        beatId: number | null;
        storeItemId: number | null;
        key: string;
        filename: string;
        contentType: string;
        maxSize: number;
        expiresAt: Date;
      },
      quota: { slots: number; bytes: number },
    ): Promise<{ over: null } | { over: 'slots' | 'bytes'; slots: number; bytes: number }> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
        const [open] = await tx
          .select({ slots: sql<number>`count(*)::int`, bytes: sql<string>`coalesce(sum(${uploads.maxSize}), 0)` })
          .from(uploads)
          .where(and(eq(uploads.userId, row.userId), gt(uploads.expiresAt, sql`now()`)));
        const slots = Number(open?.slots ?? 0);
        const bytes = Number(open?.bytes ?? 0);
        if (slots + 1 > quota.slots) return { over: 'slots' as const, slots, bytes };
        if (bytes + row.maxSize > quota.bytes) return { over: 'bytes' as const, slots, bytes };
        await tx.insert(uploads).values(row);
        return { over: null };
      });
    },
    /** Slots expired more than `graceMs` ago: no post can reach them and no completion is waited for. */
    expiredUploads: (graceMs: number, limit: number) =>
      db
        .select({ id: uploads.id, key: uploads.key })
        .from(uploads)
        .where(lt(uploads.expiresAt, sql`now() - make_interval(secs => ${graceMs / 1000})`))
        .orderBy(asc(uploads.expiresAt))
        .limit(limit),
    async forgetUploads(ids: string[]): Promise<void> {
      if (ids.length) await db.delete(uploads).where(inArray(uploads.id, ids));
    },
    async findUpload(id: string): Promise<UploadRow | null> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
      return row ?? null;
    },
    /** Marks the upload used; false when another request completed it first. */
    async completeUpload(id: string): Promise<boolean> {
      const done = await db
        .update(uploads)
        .set({ completedAt: new Date() })
        .where(and(eq(uploads.id, id), isNull(uploads.completedAt)))
        .returning({ id: uploads.id });
      return done.length === 1;
    },
  };
}

/** The media columns of beats (master, preview, cover) and of their producers (the voice tag). */
function beatMediaRecords(db: Db) {
  return {
    beatMedia: async (beatId: number) => {
      const [row] = await db
        .select({
          id: beats.id,
          producerId: beats.producerId,
          coproducerId: beats.coproducerId,
          title: beats.title,
          masterKey: beats.masterKey,
          previewKey: beats.previewKey,
          untaggedKey: beats.untaggedKey,
          waveformUrl: beats.waveformUrl,
          imageUrl: beats.imageUrl,
          sold: beats.sold,
          token: beats.token,
          premiumDownloadData: beats.premiumDownloadData,
          deletedAt: beats.deletedAt,
          publishedAt: beats.publishedAt,
          masterFilename: beats.masterFilename,
          voiceTagKey: users.voiceTagKey,
        })
        .from(beats)
        .innerJoin(users, eq(users.id, beats.producerId))
        .where(eq(beats.id, beatId));
      return row ?? null;
    },
    async beatByToken(token: string) {
      const [row] = await db
        .select({ id: beats.id })
        .from(beats)
        .where(and(eq(beats.token, token), isNull(beats.deletedAt)));
      return row?.id ?? null;
    },
    async saveProcessed(beatId: number, p: ProcessedBeat): Promise<void> {
      await db
        .update(beats)
        .set({
          ...p,
          // The estimates prefill what the producer has not set; a value they chose is never overwritten.
          bpm: sql`coalesce(${beats.bpm}, ${p.bpmDetected})`,
          musicalKey: sql`coalesce(${beats.musicalKey}, ${p.keyDetected})`,
          mediaState: 'ready',
          mediaError: null,
          updatedAt: new Date(),
        })
        .where(eq(beats.id, beatId));
    },
    async setCover(beatId: number, imageUrl: string): Promise<void> {
      await db.update(beats).set({ imageUrl, updatedAt: new Date() }).where(eq(beats.id, beatId));
    },

    voiceTagKey: async (userId: number) =>
      (await db.select({ key: users.voiceTagKey }).from(users).where(eq(users.id, userId)))[0]?.key ?? null,
    async setVoiceTag(userId: number, key: string): Promise<void> {
      await db.update(users).set({ voiceTagKey: key, updatedAt: new Date() }).where(eq(users.id, userId));
    },
  };
}

/** A store item's cover, ZIP and demo (issue 34): who may change them, and where they are filed. */
function storeItemRecords(db: Db) {
  return {
    storeItemMedia: async (id: number) =>
      (
        await db
          .select({
            id: storeItems.id,
            producerId: storeItems.producerId,
            status: storeItems.status,
            zipKey: storeItems.zipKey,
            deletedAt: storeItems.deletedAt,
          })
          .from(storeItems)
          .where(eq(storeItems.id, id))
      )[0] ?? null,
    async setStoreCover(id: number, imageUrl: string): Promise<void> {
      await db.update(storeItems).set({ imageUrl, updatedAt: new Date() }).where(eq(storeItems.id, id));
    },
    async setStoreZip(id: number, zip: { key: string; name: string; size: number }): Promise<void> {
      await db
        .update(storeItems)
        .set({ zipKey: zip.key, zipName: zip.name, zipSize: zip.size, updatedAt: new Date() })
        .where(eq(storeItems.id, id));
    },
    storeDemoMedia: async (id: number) =>
      (
        await db
          .select({ demoMasterKey: storeItems.demoMasterKey, demoKey: storeItems.demoKey })
          .from(storeItems)
          .where(eq(storeItems.id, id))
      )[0] ?? null,
    async saveStoreDemo(
      id: number,
      demo: { demoKey: string; demoUrl: string; demoWaveformUrl: string; demoDurationMs: number },
    ): Promise<void> {
      await db
        .update(storeItems)
        .set({ ...demo, demoState: 'ready', demoError: null, updatedAt: new Date() })
        .where(eq(storeItems.id, id));
    },
  };
}

/** A beat's downloadable files, one live file per kind. */
function attachmentRecords(db: Db) {
  return {
    /** Spec §9: MP3 1, WAV 2, ZIP 3. */
    attachments: (beatId: number) =>
      db
        .select()
        .from(attachments)
        .where(and(eq(attachments.beatId, beatId), isNull(attachments.deletedAt)))
        .orderBy(sql`case ${attachments.kind} when 'mp3' then 1 when 'wav' then 2 else 3 end`, asc(attachments.id)),
    async findAttachment(id: number): Promise<AttachmentRow | null> {
      const [row] = await db
        .select()
        .from(attachments)
        .where(and(eq(attachments.id, id), isNull(attachments.deletedAt)));
      return row ?? null;
    },
    /** One file per kind: a new upload replaces the old one, whose key is returned for removal. */
    async replaceAttachment(
      beatId: number,
      kind: AttachmentKind,
      file: { name: string; key: string; size: number },
    ): Promise<string[]> {
      return db.transaction(async (tx) => {
        const old = await tx
          .update(attachments)
          .set({ deletedAt: new Date() })
          .where(and(eq(attachments.beatId, beatId), eq(attachments.kind, kind), isNull(attachments.deletedAt)))
          .returning({ key: attachments.key });
        await tx.insert(attachments).values({ beatId, kind, ...file });
        return old.map((o) => o.key);
      });
    },
    async deleteAttachment(id: number): Promise<void> {
      await db.update(attachments).set({ deletedAt: new Date() }).where(eq(attachments.id, id));
    },
  };
}

/** Uploads, attachments and the media columns of beats and users. */
export function createMediaRepository(db: Db) {
  return { ...uploadRecords(db), ...beatMediaRecords(db), ...attachmentRecords(db), ...storeItemRecords(db) };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;

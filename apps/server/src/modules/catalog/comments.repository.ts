import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { beats, comments, users } from '../../db/schema/index.js';
import { lockBeat } from './beats.repository.js';
import { visibility, type Viewer } from './beat-search.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The comments of the beats this viewer may see: those of an unpublished or deleted beat are as hidden as the beat. */
export const commentsOfVisibleBeats = (viewer: Viewer | null): SQL =>
  sql`${comments.beatId} in (select ${beats.id} from ${beats} where ${visibility(viewer, false)})`;

const recount = (tx: Tx, beatId: number) =>
  tx
    .update(beats)
    .set({
      commentCount: sql`(select count(*)::int from ${comments} where ${comments.beatId} = ${beatId} and ${comments.deletedAt} is null)`,
    })
    .where(eq(beats.id, beatId));

export function createCommentsRepository(db: Db) {
  return {
    /** The beat's comment_count is recounted in the same transaction as the comment. */
    async insert(beatId: number, userId: number, body: string) {
      return db.transaction(async (tx) => {
        await lockBeat(tx, beatId);
        const [row] = await tx.insert(comments).values({ beatId, userId, body }).returning();
        await recount(tx, beatId);
        return row!;
      });
    },
    authorsOf: (userIds: number[]) =>
      userIds.length
        ? db.select({ id: users.id, firstName: users.firstName }).from(users).where(inArray(users.id, userIds))
        : Promise.resolve([]),
    /**
     * After a delete or restore: recounted, not moved by one, so ten parallel deletes of one comment
     * (each seeing it live) leave the count equal to the live comments.
     */
    recount: (beatId: number) =>
      db.transaction(async (tx) => {
        await lockBeat(tx, beatId);
        await recount(tx, beatId);
      }),
  };
}
export type CommentsRepository = ReturnType<typeof createCommentsRepository>;

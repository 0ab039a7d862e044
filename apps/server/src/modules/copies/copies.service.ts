import { canEditBeat, type CopyMatchView, type CopyVerdict } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { MailService } from '../mail/mail.service.js';
import type { CopiesRepository } from './copies.repository.js';
import { copyMatch, indexKeys, lookupKeys, MIN_SHARED_KEYS, type Alignment } from './fingerprint-match.js';
import type { Fpcalc } from './fpcalc.js';

export interface CopyCheck {
  originalId: number;
  state: 'held' | 'warning';
  alignment: Alignment;
}

/**
 * Issue 37 §4 (decision 0105): every processed master is fingerprinted and looked up. Audio matching
 * another account's beat is held for an administrator; the same producer's re-upload only gets a warning.
 */
type MatchRow = NonNullable<Awaited<ReturnType<CopiesRepository['match']>>>;

const present = (m: MatchRow): CopyMatchView => ({
  beat_id: m.beatId,
  state: m.state,
  slug: m.slug,
  title: m.title,
  producer_name: m.producerName,
  demo_url: m.demoUrl,
  original_id: m.originalId,
  original_slug: m.originalSlug,
  original_title: m.originalTitle,
  original_producer_name: m.originalProducerName,
  original_demo_url: m.originalDemoUrl,
  bit_error_rate: Math.round(m.bitErrorRate * 1000) / 1000,
  offset_seconds: Math.round(m.offsetSeconds * 10) / 10,
  created_at: m.createdAt.toISOString(),
  decided_at: m.decidedAt?.toISOString() ?? null,
});

/** Where the administrators' mail sends them: the queue, under its path in the back office. */
export const COPY_REVIEWS_PATH = '/beats/copy-reviews';

export function createCopiesService(deps: {
  repo: CopiesRepository;
  fpcalc: Fpcalc;
  /** Administrators hear of every held upload (without it, a queue nobody opens holds beats forever). */
  mail?: MailService;
  publicUrl?: string;
}) {
  const { repo, fpcalc, mail, publicUrl = '' } = deps;

  async function tellAdministrators(beatId: number) {
    const m = await repo.match(beatId);
    if (!m || !mail) return;
    await mail.toAdministrators('upload-held-for-review', {
      title: m.title,
      producer: m.producerName,
      original: m.originalTitle,
      count: String(await repo.heldCount()),
      link: `${publicUrl}${COPY_REVIEWS_PATH}`,
    });
  }

  /** The earliest indexed beat this fingerprint copies, with its owner, or null. */
  async function findOriginal(fingerprint: Int32Array, beatId: number) {
    const candidates = await repo.candidates(lookupKeys(fingerprint), beatId, MIN_SHARED_KEYS);
    if (!candidates.length) return null;
    for (const c of await repo.fingerprints(candidates.map((x) => x.beatId))) {
      const alignment = copyMatch(c.fingerprint, fingerprint);
      if (alignment) return { ...c, alignment };
    }
    return null;
  }

  return {
    findOriginal,
    /**
     * A master processed before fingerprints existed (the backfill): indexed so later uploads are checked
     * against it, but not judged itself, since a live catalog is not withdrawn by a background job.
     */
    async indexMaster(beatId: number, masterPath: string): Promise<boolean> {
      const fingerprint = await fpcalc(masterPath);
      if (!fingerprint?.length) return false;
      await repo.save(beatId, fingerprint, indexKeys(fingerprint));
      return true;
    },
    /** The pipeline's step for a beat's master file (still on disk): fingerprint, index, look up, verdict. */
    async checkMaster(beatId: number, masterPath: string): Promise<CopyCheck | null> {
      const fingerprint = await fpcalc(masterPath);
      if (!fingerprint?.length) return null;
      await repo.save(beatId, fingerprint, indexKeys(fingerprint));
      const found = await findOriginal(fingerprint, beatId);
      if (!found) return null;
      const owner = await repo.owners(beatId);
      const state = owner?.producer_id === found.producerId ? 'warning' : 'held';
      await repo.record({ beatId, originalId: found.beatId, state, ...found.alignment });
      if (state === 'held') {
        await repo.withdraw(beatId);
        await tellAdministrators(beatId);
      }
      return { originalId: found.beatId, state, alignment: found.alignment };
    },
    queue: async () => (await repo.held(100)).map(present),
    heldCount: () => repo.heldCount(),
    /** The match an owner or administrator sees on the beat's editor; null when there is none. */
    async forBeat(user: EntityContext['user'], beatId: number): Promise<CopyMatchView | null> {
      const owners = await repo.owners(beatId);
      if (!owners) throw new AppError('not_found');
      if (!canEditBeat(user, owners)) throw new AppError(user ? 'forbidden' : 'unauthenticated');
      const m = await repo.match(beatId);
      return m ? present(m) : null;
    },
    async decide(beatId: number, verdict: CopyVerdict['verdict'], adminId: number): Promise<CopyMatchView> {
      if (!(await repo.decide(beatId, verdict, adminId))) {
        const m = await repo.match(beatId);
        if (!m) throw new AppError('not_found');
        throw new AppError('conflict', { message: `This upload was already ${m.state}.` });
      }
      return present((await repo.match(beatId))!);
    },
  };
}
export type CopiesService = ReturnType<typeof createCopiesService>;

import { z } from 'zod';
import {
  canChooseCollaborators,
  canEditBeat,
  collaboratorsSchema,
  idFromText,
  producerPercentOf,
  type BeatCreditView,
  type CollaboratorSplit,
  type CollaboratorsView,
  type FieldError,
} from '@beatmarket/shared';
import { AppError } from '../../../core/errors.js';
import { parse } from '../../../core/parse.js';
import type { EntityContext } from '../../entities/entity.types.js';
import type { CollaboratorsRepository } from './collaborators.repository.js';

const idParam = z.object({ id: idFromText() });
type Beat = NonNullable<Awaited<ReturnType<CollaboratorsRepository['beat']>>>;

const ownership = (b: Beat) => ({ producer_id: b.producerId, coproducer_id: b.coproducerId });

/**
 * Decision 0096: a beat's collaborators and their percentages of the producers' part. The producer and
 * administrators change them; whoever edits the beat, and the collaborators themselves, read them.
 * Sales split with the list as it stood at the sale (the order line's snapshot).
 */
export function createCollaboratorsService(deps: { repo: CollaboratorsRepository }) {
  const { repo } = deps;

  async function present(beat: Beat, list: CollaboratorSplit[]): Promise<CollaboratorsView> {
    const names = await repo.names(list.map((c) => c.user_id));
    return {
      beat_id: beat.id,
      producer_percent: producerPercentOf(list),
      collaborators: list.map((c) => ({
        ...c,
        name: names.get(c.user_id)?.name ?? `#${c.user_id}`,
        account: names.get(c.user_id)?.account ?? `#${c.user_id}`,
      })),
    };
  }

  async function beatOf(ctx: EntityContext, params: unknown) {
    if (!ctx.user) throw new AppError('unauthenticated');
    const { id } = parse(idParam, params);
    const beat = await repo.beat(id);
    if (!beat) throw new AppError('record_not_found', { message: 'This beat is gone.' });
    return beat;
  }

  /** Each named account's user, or a per-field error: unknown, the producer, or named twice. */
  async function resolve(beat: Beat, input: z.output<typeof collaboratorsSchema>) {
    const accounts = await repo.accounts(input.collaborators.map((c) => c.account));
    const errors: FieldError[] = [];
    const seen = new Set<number>();
    const list: CollaboratorSplit[] = [];
    input.collaborators.forEach((c, i) => {
      const name = c.account.toLowerCase();
      const user = accounts.find(
        (a) => a.email === name || a.nickname === name || a.handle === name || `#${a.id}` === name,
      );
      const topic_id = `collaborators.${i}.account`;
      if (!user) errors.push({ topic_id, message: 'No account with this username or e-mail address' });
      else if (user.id === beat.producerId)
        errors.push({ topic_id, message: 'The producer’s share is what the collaborators leave' });
      else if (seen.has(user.id)) errors.push({ topic_id, message: 'Already a collaborator' });
      else {
        seen.add(user.id);
        list.push({ user_id: user.id, percent: c.percent });
      }
    });
    if (errors.length) throw new AppError('validation_failed', { message: errors[0]!.message, errors });
    return list;
  }

  return {
    /**
     * The public beat page's credits: who made the beat with its producer, by name and producer page,
     * never the percentages; a beat not yet published only for those who may edit it.
     */
    async credits(ctx: EntityContext, params: unknown): Promise<BeatCreditView[]> {
      const { id } = parse(idParam, params);
      const beat = await repo.beat(id);
      if (!beat || (!beat.publishedAt && !canEditBeat(ctx.user, ownership(beat))))
        throw new AppError('record_not_found');
      return repo.credits(beat.collaborators.map((c) => c.user_id));
    },
    async get(ctx: EntityContext, params: unknown): Promise<CollaboratorsView> {
      const beat = await beatOf(ctx, params);
      const mine = beat.collaborators.some((c) => c.user_id === ctx.user!.id);
      if (!canEditBeat(ctx.user, ownership(beat)) && !mine) throw new AppError('forbidden');
      return present(beat, beat.collaborators);
    },

    async set(ctx: EntityContext, params: unknown, body: unknown): Promise<CollaboratorsView> {
      const beat = await beatOf(ctx, params);
      if (!canChooseCollaborators(ctx.user, ownership(beat)))
        throw new AppError('forbidden', {
          message: 'Only the beat’s producer or an administrator chooses its collaborators.',
        });
      const list = await resolve(beat, parse(collaboratorsSchema, body));
      await repo.save(beat.id, list);
      return present(beat, list);
    },
  };
}
export type CollaboratorsService = ReturnType<typeof createCollaboratorsService>;

import {
  isAdmin,
  isPlanOnly,
  licenseFitsBeat,
  offerSettingsSchema,
  type OfferSettingsView,
  type OfferTermsView,
} from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { OffersRepository } from './offers.repository.js';

/** The licences a floor may be set for: the ones a beat page sells (no add-on, feature or plan-only one). */
export const offerable = (l: Parameters<typeof licenseFitsBeat>[1]) =>
  licenseFitsBeat('beat', l) && !isPlanOnly(l.type);

/** A beat's offer settings (decision 0098): its producer and administrators set them; buyers see only on/off. */
export function createOfferSettingsService(repo: OffersRepository) {
  async function owned(ctx: EntityContext, beatId: number) {
    const user = ctx.user;
    if (!user) throw new AppError('unauthenticated');
    const beat = await repo.beat(beatId);
    if (!beat) throw new AppError('record_not_found');
    if (beat.producerId !== user.id && !isAdmin(user.role)) throw new AppError('forbidden');
    return beat;
  }
  async function view(beatId: number): Promise<OfferSettingsView> {
    const [s, all] = await Promise.all([repo.settings(beatId), repo.licenses()]);
    const licenses = all
      .filter(offerable)
      .sort((a, b) => Number(b.type === 'exclusive') - Number(a.type === 'exclusive'));
    return {
      beat_id: beatId,
      enabled: s.enabled,
      floors: Object.entries(s.floors)
        .map(([id, floor]) => ({ license_id: Number(id), floor }))
        .filter((f) => licenses.some((l) => l.id === f.license_id)),
      licenses: licenses.map((l) => ({ id: l.id, name: l.name, type: l.type, price: l.price })),
    };
  }
  return {
    async get(ctx: EntityContext, beatId: number) {
      await owned(ctx, beatId);
      return view(beatId);
    },
    async save(ctx: EntityContext, beatId: number, body: unknown) {
      await owned(ctx, beatId);
      const input = parse(offerSettingsSchema, body);
      const licenses = (await repo.licenses()).filter(offerable);
      input.floors.forEach((f, n) => {
        if (!licenses.some((l) => l.id === f.license_id))
          throw new AppError('validation_failed', {
            topicId: `floors.${n}.license_id`,
            message: 'This licence is not open to offers.',
          });
      });
      const exclusive = licenses.find((l) => l.type === 'exclusive');
      if (input.enabled && exclusive && !input.floors.some((f) => f.license_id === exclusive.id))
        throw new AppError('validation_failed', {
          topicId: 'floors',
          message: 'Set a floor for the exclusive licence to accept offers.',
        });
      await repo.saveSettings(
        beatId,
        input.enabled,
        Object.fromEntries(input.floors.map((f) => [f.license_id, f.floor])),
      );
      return view(beatId);
    },
    /** What the beat page shows: offers on or off and the licences open to them, never the floors. */
    async terms(beatId: number): Promise<OfferTermsView> {
      const { enabled, floors, licenses } = await view(beatId);
      const open = enabled ? licenses.filter((l) => floors.some((f) => f.license_id === l.id)) : [];
      return {
        enabled,
        license_ids: open.map((l) => l.id),
        licenses: open.map((l) => ({ id: l.id, name: l.name, type: l.type })),
      };
    },
  };
}
export type OfferSettingsService = ReturnType<typeof createOfferSettingsService>;

import type { OfferEventView, OfferView } from '@beatmarket/shared';
import { actionsOf, statusAt, type Side } from './offer-access.js';
import type { OfferRow, OffersRepository } from './offers.repository.js';

type EventRow = Awaited<ReturnType<OffersRepository['events']>>[number];

/** Offers as their pages read them: names, beat and licence, the status as it stands now, the viewer's actions. */
async function present(
  repo: OffersRepository,
  rows: OfferRow[],
  side: Side,
  now: Date,
): Promise<Omit<OfferView, 'events'>[]> {
  const [people, beats, licenses] = await Promise.all([
    repo.names([...new Set(rows.flatMap((r) => [r.buyerId, r.producerId]))]),
    repo.beatsOf([...new Set(rows.map((r) => r.beatId))]),
    repo.licenses(),
  ]);
  return rows.map((o) => {
    const beat = beats.get(o.beatId);
    const license = licenses.find((l) => l.id === o.licenseId);
    return {
      id: o.id,
      beat: { id: o.beatId, title: beat?.title ?? '', slug: beat?.slug ?? '' },
      license: { id: o.licenseId, name: license?.name ?? '', type: license?.type ?? '' },
      buyer_name: people.get(o.buyerId)?.name ?? '',
      producer_name: people.get(o.producerId)?.name ?? '',
      amount: o.amount,
      status: statusAt(o, now),
      turn: o.turn,
      side,
      expires_at: o.expiresAt.toISOString(),
      link_expires_at: o.linkExpiresAt?.toISOString() ?? null,
      order_id: o.orderId,
      actions: actionsOf(o, side, now),
    };
  });
}

export const presentList = (repo: OffersRepository, rows: OfferRow[], side: Side, now: Date) =>
  present(repo, rows, side, now);

export async function presentOffer(
  repo: OffersRepository,
  offer: OfferRow,
  side: Side,
  now: Date,
  events: EventRow[],
): Promise<OfferView> {
  const [head] = await present(repo, [offer], side, now);
  const by = (e: EventRow): OfferEventView['by'] =>
    e.authorId === null ? 'system' : e.authorId === offer.buyerId ? 'buyer' : 'producer';
  return {
    ...head!,
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind as OfferEventView['kind'],
      by: by(e),
      amount: e.amount,
      message: e.message,
      created_at: e.createdAt.toISOString(),
    })),
  };
}

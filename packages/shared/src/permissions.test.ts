import { describe, expect, it } from 'vitest';
import {
  canChooseCoproducer,
  canComment,
  canCreateBeat,
  canDeleteBeat,
  canDeleteComment,
  canEditBeat,
  canListOrders,
  canPublishBeat,
  canRequestPublish,
  canRestore,
  canSeeArchive,
  canSeeBeat,
  canSeeOrder,
} from './permissions.js';
import { ROLES } from './roles.js';

const buyer = { id: 1, role: ROLES.ROLE_USER.id };
const producer = { id: 2, role: ROLES.ROLE_PRODUCER.id };
const coproducer = { id: 3, role: ROLES.ROLE_PRODUCER.id };
const otherProducer = { id: 4, role: ROLES.ROLE_PRODUCER.id };
const admin = { id: 5, role: ROLES.ROLE_ADMIN.id };
const developer = { id: 6, role: ROLES.ROLE_DEVELOPER.id };
const beat = { producer_id: 2, coproducer_id: 3, published_at: null, deleted_at: null };
const published = { ...beat, published_at: '2026-01-01T00:00:00Z' };
const deleted = { ...published, deleted_at: '2026-02-01T00:00:00Z' };

describe('beat permissions', () => {
  it('lets the producer, the coproducer and the staff edit a beat; nobody else', () => {
    expect(
      [null, buyer, producer, coproducer, otherProducer, admin, developer].map((u) => canEditBeat(u, beat)),
    ).toEqual([false, false, true, true, false, true, true]);
  });

  it('keeps the coproducer choice, deleting and the publish request to the producer and the staff', () => {
    for (const rule of [canChooseCoproducer, canDeleteBeat, canRequestPublish]) {
      expect([null, buyer, producer, coproducer, otherProducer, admin].map((u) => rule(u, beat))).toEqual([
        false,
        false,
        true,
        false,
        false,
        true,
      ]);
    }
  });

  it('lets only administrators publish and producers create', () => {
    expect([null, buyer, producer, admin].map(canPublishBeat)).toEqual([false, false, false, true]);
    expect([null, buyer, producer, admin].map(canCreateBeat)).toEqual([false, false, true, true]);
  });

  it('shows a published beat to everyone, an unpublished one to its owners, a deleted one to administrators', () => {
    expect([null, buyer, otherProducer].map((u) => canSeeBeat(u, published))).toEqual([true, true, true]);
    expect([null, buyer, producer, coproducer, admin].map((u) => canSeeBeat(u, beat))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    expect([producer, coproducer, admin].map((u) => canSeeBeat(u, deleted))).toEqual([false, false, true]);
  });
});

describe('comment, order and archive permissions', () => {
  it('lets authors and administrators delete a comment, and logged-in users write one', () => {
    const comment = { user_id: buyer.id };
    expect([null, buyer, producer, admin].map((u) => canDeleteComment(u, comment))).toEqual([false, true, false, true]);
    expect([null, buyer].map(canComment)).toEqual([false, true]);
  });

  it('shows an order to its buyer and the administrators', () => {
    const order = { user_id: buyer.id };
    expect([null, buyer, producer, admin].map((u) => canSeeOrder(u, order))).toEqual([false, true, false, true]);
    expect([null, buyer, producer, admin, developer].map(canListOrders)).toEqual([false, false, false, true, true]);
    expect([buyer, producer, admin].map(canSeeArchive)).toEqual([false, false, true]);
  });

  it('restores for whoever may delete, but only administrators undo someone else’s delete', () => {
    expect(canRestore(producer, true, { deleted_by: producer.id })).toBe(true);
    expect(canRestore(producer, true, { deleted_by: admin.id })).toBe(false);
    expect(canRestore(producer, false, { deleted_by: producer.id })).toBe(false);
    expect(canRestore(admin, true, { deleted_by: producer.id })).toBe(true);
    // Tables that do not record who deleted: deleting rights are enough.
    expect(canRestore(producer, true, {})).toBe(true);
  });
});

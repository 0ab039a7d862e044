import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateRefund, ledgerShares, netHoldings, refundAdjustment, reversingEntries } from '../accounting/ledger.js';
import { applyCoupons, type Coupon } from '../commerce/coupon.js';
import { collaboratorsSchema } from './schemas.js';
import { splitToCollaborators, type CollaboratorSplit } from './split.js';

/** Up to five collaborators (ids 2–6, the producer is 1) whose percentages leave the producer ≥ 1 %. */
const splits = fc
  .array(fc.integer({ min: 1, max: 99 }), { maxLength: 5 })
  .filter((ps) => ps.reduce((a, p) => a + p, 0) <= 99)
  .map((ps): CollaboratorSplit[] => ps.map((percent, i) => ({ user_id: i + 2, percent })));

const coupon = fc.record({
  id: fc.integer({ min: 1, max: 50 }),
  title: fc.constant('Offer'),
  code: fc.constant(null),
  buy_x: fc.integer({ min: 1, max: 4 }),
  get_y: fc.integer({ min: 0, max: 2 }),
  percent_off: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
  redeem_by: fc.constant('2099-01-01'),
}) as fc.Arbitrary<Coupon>;

const sum = (xs: { amount: number }[]) => xs.reduce((a, x) => a + x.amount, 0);

describe('collaborators paid to the cent (decision 0096)', () => {
  it('gives each collaborator the floor of their percent and the remainder to the main producer', () => {
    expect(splitToCollaborators(3499, [30, 20])).toEqual({ main: 1751, parts: [1049, 699] });
    expect(splitToCollaborators(1, [50])).toEqual({ main: 1, parts: [0] });
    expect(() => splitToCollaborators(100, [60, 40])).toThrow(RangeError);
    expect(() => splitToCollaborators(-1, [10])).toThrow(RangeError);
  });

  it('labels a three-way split’s rows with each collaborator’s percent', () => {
    const shares = ledgerShares(
      4000,
      {
        producerId: 1,
        collaborators: [
          { user_id: 2, percent: 30 },
          { user_id: 3, percent: 20 },
        ],
      },
      70,
    );
    expect(shares).toEqual([
      { payeeId: 1, role: 'producer', amount: 1400 },
      { payeeId: 2, role: 'coproducer', amount: 840, sharePercent: 30 },
      { payeeId: 3, role: 'coproducer', amount: 560, sharePercent: 20 },
      { payeeId: null, role: 'house', amount: 1200 },
    ]);
  });

  it('for random carts, coupons, splits and refunds: the parts add up to what the buyer paid, never negative', () => {
    const line = fc.record({ price: fc.integer({ min: 0, max: 500_000 }), split: splits });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.array(coupon, { maxLength: 2 }),
        fc.option(coupon, { nil: null }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 3 }),
        fc.boolean(),
        (lines, offers, promo, pct, refundFractions, thenFull) => {
          const priced = applyCoupons(
            lines.map((l) => l.price),
            offers,
            promo,
          );
          const paid = lines.map((l, i) => l.price - priced.lines[i]!.discount);
          let ledger = lines.flatMap((l, i) =>
            ledgerShares(paid[i]!, { producerId: 1, collaborators: l.split }, pct).map((s) => ({
              ...s,
              orderItemId: i,
            })),
          );
          expect(sum(ledger)).toBe(paid.reduce((a, p) => a + p, 0));
          for (let i = 0; i < lines.length; i++) {
            const rows = ledger.filter((r) => r.orderItemId === i);
            expect(rows.every((r) => Number.isSafeInteger(r.amount) && r.amount >= 0)).toBe(true);
            expect(rows.filter((r) => r.role === 'coproducer')).toHaveLength(lines[i]!.split.length);
          }
          // Partial refunds over the order's lines, each taken back from the line's payees.
          const refunded = paid.map(() => 0);
          for (const f of refundFractions) {
            const left = paid.reduce((a, p, i) => a + p - refunded[i]!, 0);
            const cents = Math.floor(left * f);
            const parts = allocateRefund(
              cents,
              paid.map((p, i) => ({ id: i, remaining: p - refunded[i]! })),
            );
            for (const [id, c] of parts) {
              const held = netHoldings(ledger.filter((r) => r.orderItemId === id));
              ledger = [...ledger, ...refundAdjustment(held, c)];
              refunded[id]! += c;
            }
            const kept = paid.reduce((a, p, i) => a + p - refunded[i]!, 0);
            expect(sum(ledger)).toBe(kept);
            expect(netHoldings(ledger).every((r) => r.amount >= 0)).toBe(true);
          }
          if (thenFull) {
            ledger = [...ledger, ...reversingEntries(netHoldings(ledger))];
            expect(netHoldings(ledger).every((r) => r.amount === 0)).toBe(true);
          }
        },
      ),
    );
  });

  it('validates the list with per-field errors', () => {
    const bad = collaboratorsSchema.safeParse({
      collaborators: [
        { account: 'ann', percent: 60 },
        { account: 'ANN', percent: 0 },
        { account: ' ', percent: 50.5 },
      ],
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['collaborators.1.percent', 'collaborators.2.account', 'collaborators.2.percent']),
    );
    const dup = collaboratorsSchema.safeParse({
      collaborators: [
        { account: 'ann', percent: 60 },
        { account: 'ANN', percent: 40 },
      ],
    });
    expect(dup.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['collaborators.1.account', 'Already a collaborator'],
      ['collaborators', 'The shares add up to 100%: leave the producer at least 1%'],
    ]);
    const six = { collaborators: [1, 2, 3, 4, 5, 6].map((n) => ({ account: `u${n}`, percent: 1 })) };
    expect(collaboratorsSchema.safeParse(six).error!.issues[0]!.message).toBe('At most 5 collaborators');
    expect(collaboratorsSchema.safeParse({ collaborators: [{ account: 'a', percent: 40 }] }).success).toBe(true);
  });
});

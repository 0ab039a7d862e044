/**
 * Changing plan mid-period (decision 0049): the subscriber is credited the unused part of the old
 * price and charged the remaining part of the new one, each rounded to the nearest cent (halves up)
 * from the same remaining fraction of the period. The difference is what is charged now (positive) or
 * credited to the next renewal (negative). Integer arithmetic throughout (BigInt), so no cent is lost
 * or invented by floating point: credit + the part already used is exactly the old price.
 */
export interface ProrationInput {
  /** Cents per period of the plan being left. */
  oldPrice: number;
  /** Cents per period of the plan being taken (for the same period length). */
  newPrice: number;
  periodStart: Date;
  periodEnd: Date;
  /** The moment of the change (clamped into the period). */
  at: Date;
}

export interface Proration {
  /** The unused part of the old price, given back. */
  credit: number;
  /** The remaining part of the new price, owed. */
  charge: number;
  /** charge − credit: charged now when positive, credited to the next renewal when negative. */
  amount: number;
}

const cents = (n: number, what: string) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a whole, non-negative number of cents`);
  return BigInt(n);
};

/** price × remaining / total, rounded to the nearest cent, halves up. */
function part(price: bigint, remaining: bigint, total: bigint): number {
  return Number((2n * price * remaining + total) / (2n * total));
}

export function prorate(p: ProrationInput): Proration {
  const oldPrice = cents(p.oldPrice, 'oldPrice');
  const newPrice = cents(p.newPrice, 'newPrice');
  const start = p.periodStart.getTime();
  const end = p.periodEnd.getTime();
  if (!(end > start)) throw new RangeError('the period must end after it starts');
  const at = Math.min(Math.max(p.at.getTime(), start), end);
  const total = BigInt(end - start);
  const remaining = BigInt(end - at);
  const credit = part(oldPrice, remaining, total);
  const charge = part(newPrice, remaining, total);
  return { credit, charge, amount: charge - credit };
}

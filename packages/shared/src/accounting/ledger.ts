import { splitCents } from '../commerce/money.js';
import { lineCollaborators, splitToCollaborators, type CollaboratorSplit } from '../collaborators/split.js';

export interface LedgerShare {
  payeeId: number | null;
  /** 'coproducer' is the ledger's word for any collaborator's row (decision 0096). */
  role: 'producer' | 'coproducer' | 'house';
  amount: number;
  /** A collaborator's percentage of the producers' part, shown on their statement; absent on older rows. */
  sharePercent?: number;
}

/** Who is owed a sold line: the producer (null: the house), its collaborators' snapshot or, before them, the coproducer. */
export interface LineOwners {
  producerId: number | null;
  coproducerId?: number | null;
  collaborators?: CollaboratorSplit[] | null;
}

/**
 * What one sold line owes: the producers' percentage, split across the collaborators (decision 0096: each
 * collaborator's percent floored, the remainder to the main producer) and the house's rest. A line sold
 * before collaborators halves with its coproducer as it always did. Every sale-like flow (checkout,
 * membership claims, upgrades) calls this, so the shares always add up to the line's amount to the cent.
 */
export function ledgerShares(amount: number, owners: LineOwners, producerPercent: number): LedgerShare[] {
  // A house-owned store item's line (decision 0085): no producer, the house is owed all of it.
  if (owners.producerId === null) return [{ payeeId: null, role: 'house', amount }];
  const [producers, house] = splitCents(amount, [producerPercent, 100 - producerPercent]) as [number, number];
  const { list, legacy } = lineCollaborators(owners);
  const { main, parts } = splitToCollaborators(
    producers,
    list.map((c) => c.percent),
  );
  const shares: LedgerShare[] = [{ payeeId: owners.producerId, role: 'producer', amount: main }];
  list.forEach((c, i) =>
    shares.push({
      payeeId: c.user_id,
      role: 'coproducer',
      amount: parts[i]!,
      ...(legacy ? {} : { sharePercent: c.percent }),
    }),
  );
  shares.push({ payeeId: null, role: 'house', amount: house });
  return shares;
}

/**
 * The rows that take back a sale (refund, or a payment that never arrived): one equal and opposite row
 * for each row written, so every payee's balance on the sale returns to exactly zero.
 */
export function reversingEntries<T extends { amount: number }>(rows: T[]): T[] {
  // 0 - x, not -x: a zero row reverses to 0, never to -0.
  return rows.map((r) => ({ ...r, amount: 0 - r.amount }));
}

/**
 * A partial refund over an order's lines: each line gives back in proportion to what it still holds
 * (amount less what was refunded before), never more than that. The parts add up to `cents` exactly.
 */
export function allocateRefund(cents: number, lines: { id: number; remaining: number }[]): Map<number, number> {
  const held = lines.reduce((a, l) => a + l.remaining, 0);
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > held)
    throw new RangeError(`cannot refund ${cents} cents of ${held}`);
  if (cents === 0) return new Map();
  const parts = splitCents(
    cents,
    lines.map((l) => l.remaining),
  );
  return new Map(lines.flatMap((l, i) => (parts[i] ? [[l.id, parts[i]] as [number, number]] : [])));
}

/**
 * The adjustment rows that take `cents` back from one line's payees, in proportion to what each still
 * holds of it (the net of its sale, adjustments and refunds), so nobody ends below zero and the rows add
 * up to exactly minus `cents`. Rows of zero are left out.
 */
export function refundAdjustment<T extends { amount: number }>(held: T[], cents: number): T[] {
  const total = held.reduce((a, r) => a + r.amount, 0);
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > total || held.some((r) => r.amount < 0))
    throw new RangeError(`cannot take ${cents} cents back from ${total}`);
  if (cents === 0) return [];
  const parts = splitCents(
    cents,
    held.map((r) => r.amount),
  );
  return held.flatMap((r, i) => (parts[i] ? [{ ...r, amount: 0 - parts[i] }] : []));
}

/** What each payee of each line still holds: the net of its rows, one per line, payee and role. */
export function netHoldings<
  T extends { orderItemId: number | null; payeeId: number | null; role: string; amount: number },
>(rows: T[]): T[] {
  const net = new Map<string, T>();
  for (const r of rows) {
    const key = `${r.orderItemId}:${r.payeeId}:${r.role}`;
    const seen = net.get(key);
    net.set(key, seen ? { ...seen, amount: seen.amount + r.amount } : { ...r });
  }
  return [...net.values()];
}

import { splitCents } from '@beatmarket/shared';

export interface LedgerShare {
  payeeId: number | null;
  role: 'producer' | 'coproducer' | 'house';
  amount: number;
}

/**
 * What one sold line owes: the producers' percentage (halved with a coproducer) and the house's rest.
 * Built on splitCents, so the shares always add up to the line's amount to the cent.
 */
export function ledgerShares(
  amount: number,
  owners: { producerId: number; coproducerId: number | null },
  producerPercent: number,
): LedgerShare[] {
  const [producers, house] = splitCents(amount, [producerPercent, 100 - producerPercent]) as [number, number];
  const shares: LedgerShare[] = [];
  if (owners.coproducerId) {
    const [p, c] = splitCents(producers, [1, 1]) as [number, number];
    shares.push(
      { payeeId: owners.producerId, role: 'producer', amount: p },
      { payeeId: owners.coproducerId, role: 'coproducer', amount: c },
    );
  } else shares.push({ payeeId: owners.producerId, role: 'producer', amount: producers });
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

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

import type { QueryClient } from '@tanstack/react-query';

/** Everything a close, a payout or its sending changes: reports, statements, payouts and their lists. */
export function invalidateAccounting(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: ['accounting'] }),
    qc.invalidateQueries({ queryKey: ['records', 'income_statement'] }),
    qc.invalidateQueries({ queryKey: ['records', 'payout'] }),
  ]);
}

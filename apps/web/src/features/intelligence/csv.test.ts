import { describe, expect, it } from 'vitest';
import { producersCsv } from './csv';
import { PRODUCERS } from './test-data';

describe('csv', () => {
  it('writes one line per producer with revenue in dollars', () => {
    const lines = producersCsv(PRODUCERS).trim().split('\r\n');
    expect(lines[0]).toBe(
      'producer_id,producer,beats,plays,plays_30s,completion_pct,favorites,downloads,shares,adds_to_cart,sales,revenue_usd,conversion_pct',
    );
    expect(lines[2]).toBe('6,Kilo,1,434,260,60,43,22,1,6,2,59.98,0.5');
  });
});

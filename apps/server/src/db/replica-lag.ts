/**
 * How far a streaming replica is behind its primary, measured in time (issue 36, decision 0087). The
 * primary's WAL position is sampled every tick; the replica has replayed everything the primary had
 * written at the newest sample its replay position has reached, so its lag is at most the time since
 * that sample. An idle primary writes nothing new: every sample is reached and the lag is about zero
 * (the replay timestamp would say "minutes behind" there).
 */

/** A WAL position ('16/B374D848') as one number: high word and low word, hexadecimal. */
export function parseLsn(lsn: string): bigint {
  const [hi, lo] = lsn.split('/');
  if (!hi || !lo || !/^[0-9A-F]+$/i.test(hi) || !/^[0-9A-F]+$/i.test(lo)) throw new Error(`Not a WAL position: ${lsn}`);
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
}

interface Sample {
  at: number;
  lsn: bigint;
}

export class LagEstimator {
  private samples: Sample[] = [];

  constructor(private readonly keepMs: number) {}

  /** The primary's position at `at` (ms). */
  primaryAt(at: number, lsn: bigint): void {
    this.samples.push({ at, lsn });
    const oldest = at - this.keepMs;
    // One sample older than the window stays: it bounds the lag of a replica further behind than that.
    while (this.samples.length > 2 && this.samples[1]!.at < oldest) this.samples.shift();
  }

  /** The replica's lag at `now` given its replay position, or Infinity when it has reached no sample kept. */
  lagMs(now: number, replayed: bigint): number {
    for (let i = this.samples.length - 1; i >= 0; i--) {
      const s = this.samples[i]!;
      if (s.lsn <= replayed) return Math.max(0, now - s.at);
    }
    return Number.POSITIVE_INFINITY;
  }
}

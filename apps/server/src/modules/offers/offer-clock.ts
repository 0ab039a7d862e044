import { readFileSync } from 'node:fs';

/**
 * The offers' clock (decision 0098): the app's clock, which tests inject; under NODE_ENV=test a journey may
 * name a file (OFFER_CLOCK_FILE) holding milliseconds to run ahead, so it can watch a 48-hour link expire.
 */
export function offerClock(config: { offers: { clockFile: string | null } }, now: () => Date): () => Date {
  const file = config.offers.clockFile;
  if (!file) return now;
  return () => {
    let ahead = 0;
    try {
      ahead = Number(readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      ahead = 0;
    }
    return new Date(now().getTime() + ahead);
  };
}

const COOKIE = 'beat-downloads';

/** Demo downloads so far, counted in a cookie (spec §4: the agreement shows every N downloads). */
export function downloadCount(): number {
  const m = new RegExp(`(?:^|; )${COOKIE}=(\\d+)`).exec(document.cookie);
  return m ? Number(m[1]) : 0;
}

export function countDownload(): void {
  document.cookie = `${COOKIE}=${downloadCount() + 1}; path=/; max-age=${365 * 86400}; samesite=lax`;
}

/** The first download shows the terms, then every Nth after it. */
export const termsDue = (count: number, every: number) => every > 0 && count % every === 0;

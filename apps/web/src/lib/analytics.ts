import type { AnalyticsEvent } from './analytics-event';
import { recordStat } from './beat-stats';

/**
 * The analytics adapter (issue 17, spec §7 events). The built-in store always gets the events it counts
 * itself (a demo download as a beat stat; a play by the player's own start call, decision 0094; adds to
 * cart by the server's cart call). GA4 or
 * Plausible get them too when an administrator configures one in the settings (analytics_provider, with
 * analytics_ga4_id or analytics_plausible_domain); nothing third-party is loaded otherwise.
 */

/** Records a §7 event: the built-in stat at once, then the configured provider, if any (loaded on first use). */
export function track(event: AnalyticsEvent) {
  if (event.name === 'download') recordStat(event.beat.id, 'downloaded');
  void import('./analytics-providers').then((m) => m.sendToConfigured(event));
}

import type { Base } from '../../wiring.js';
import type { SupportingDataService } from '../settings/supporting-data.service.js';
import { createBeatEventsRepository } from './beat-events.repository.js';
import { createBeatEventsService } from './beat-events.service.js';
import { createIntelRepository } from './intel.repository.js';
import { dropoffReport } from './intel.dropoff.js';
import { intelligenceReports } from './intel.reports.js';

/** Beat intelligence (decision 0034): counts batched in memory, one upsert per flush, and its reports. */
export function wireAnalytics({ db, log }: Base, supportingData: SupportingDataService) {
  const beatEvents = createBeatEventsService({
    repo: createBeatEventsRepository(db),
    flushMs: 5000,
    maxEvents: 500,
    log,
    rawRetentionDays: async () => (await supportingData.settings()).analytics_raw_retention_days,
  });
  const intel = createIntelRepository(db);
  return { beatEvents, reports: [...intelligenceReports(intel), dropoffReport(db, intel.beatOwner)] };
}

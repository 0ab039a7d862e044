import type { Base } from '../../wiring.js';
import type { SupportingDataService } from '../settings/supporting-data.service.js';
import { createBeatEventsRepository } from './beat-events.repository.js';
import { createBeatEventsService } from './beat-events.service.js';
import { createIntelRepository } from './intel.repository.js';
import { demandReport } from './intel.demand.js';
import { createDropoffRepository } from './intel-dropoff.repository.js';
import { dropoffReport } from './intel.dropoff.js';
import { intelligenceReports } from './intel.reports.js';
import { createSearchDemandRepository } from './search-demand.repository.js';
import { createSearchDemandService } from './search-demand.service.js';

/** Beat intelligence (decision 0034): counts batched in memory, one upsert per flush, and its reports. */
export function wireAnalytics({ db, log }: Base, supportingData: SupportingDataService) {
  const beatEvents = createBeatEventsService({
    repo: createBeatEventsRepository(db),
    flushMs: 5000,
    maxEvents: 500,
    log,
    rawRetentionDays: async () => (await supportingData.settings()).analytics_raw_retention_days,
  });
  const demandRepo = createSearchDemandRepository(db);
  const searchDemand = createSearchDemandService({ repo: demandRepo, flushMs: 10_000, log });
  const intel = createIntelRepository(db);
  return {
    beatEvents,
    searchDemand,
    reports: [
      ...intelligenceReports(intel),
      dropoffReport(createDropoffRepository(db), intel.beatOwner),
      demandReport(demandRepo),
    ],
  };
}

import type { Coupon, PlanOfferView } from '@beatmarket/shared';
import type { AreaParts, Base } from '../../wiring.js';
import type { RecordBeatEvent } from '../analytics/beat-events.service.js';
import type { EntityContext } from '../entities/entity.types.js';
import type { MailService } from '../mail/mail.service.js';
import type { SupportingDataService } from '../settings/supporting-data.service.js';
import { createApprovals } from './approvals.js';
import { createApprovalsRepository } from './approvals.repository.js';
import { createAutosuggestRepository } from './autosuggest.repository.js';
import { createAutosuggestService } from './autosuggest.service.js';
import { createBeatEditingRepository } from './beat-editing.repository.js';
import { beatEntity, canSee } from './beat.entity.js';
import type { DescribeReference, SearchDemandSink } from './sounds-like.action.js';
import { createBeatsRepository, type BeatRow } from './beats.repository.js';
import { catalogRoutes } from './catalog.routes.js';
import { commentEntity } from './comment.entity.js';
import { createPlayReachRepository } from './plays/play-reach.repository.js';
import { createPlaysRepository } from './plays/plays.repository.js';
import { playsRoutes } from './plays/plays.routes.js';
import { createPlaysService } from './plays/plays.service.js';
import { createCommentsRepository } from './comments.repository.js';
import { tagEntity } from './tag.entity.js';
import { createUndeclaredRepository } from './samples/undeclared.repository.js';
import { undeclaredRoutes } from './samples/undeclared.routes.js';
import { createUndeclaredService } from './samples/undeclared.service.js';
import { createCollaboratorsRepository } from './collaborators/collaborators.repository.js';
import { collaboratorsRoutes } from './collaborators/collaborators.routes.js';
import { createCollaboratorsService } from './collaborators/collaborators.service.js';
import { forgetTagNames } from './tag-dictionary.repository.js';
import { createTagsAdminRepository } from './tags-admin.repository.js';

/** What the catalog reads of other areas to price and offer beats; called per request, never at wiring. */
export interface CatalogDeps {
  supportingData: SupportingDataService;
  mail: MailService;
  record: RecordBeatEvent;
  /** Buyers' catalog searches and "sounds like" references, for the demand report (decision 0103). */
  demand: SearchDemandSink;
  cheapestLicence: () => Promise<number | null>;
  couponOffers: () => Promise<Coupon[]>;
  /** Issue 19: what the signed-in user's membership plans offer on these beats. */
  planOffers: (userId: number, rows: BeatRow[]) => Promise<Map<number, PlanOfferView>>;
  /** Issue 37 §3: a "sounds like" reference upload, described and deleted (media). */
  describeReference: DescribeReference;
}

/** The catalog: beats, their comments, their tags and the search box's suggestions. */
export function wireCatalog({ config, db, changes, now }: Base, deps: CatalogDeps) {
  changes.on('tags', () => forgetTagNames(db));
  const beats = createBeatsRepository(db);
  const canSeeBeatId = async (ctx: EntityContext, beatId: number) => {
    const beat = await beats.find(beatId);
    return beat !== null && canSee(ctx, beat);
  };
  const beat = beatEntity(
    beats,
    createBeatEditingRepository(db),
    () => deps.supportingData.settings(),
    deps.cheapestLicence,
    deps.couponOffers,
    deps.record,
    deps.planOffers,
    createApprovals({ repo: createApprovalsRepository(db), mail: deps.mail, publicUrl: config.publicUrl }),
    deps.demand,
    deps.describeReference,
  );
  const autosuggest = createAutosuggestService(createAutosuggestRepository(db));
  const undeclared = createUndeclaredService({
    repo: createUndeclaredRepository(db),
    mail: deps.mail,
    publicUrl: config.publicUrl,
  });
  const plays = createPlaysService({
    repo: createPlaysRepository(db),
    reach: createPlayReachRepository(db),
    marks: beats,
    record: deps.record,
    canSeeBeatId,
    secret: config.secret,
    now,
  });
  const collaborators = createCollaboratorsService({ repo: createCollaboratorsRepository(db) });
  const api: AreaParts['api'] = async (app, { entities }) => {
    await app.register(catalogRoutes, { autosuggest, entities });
    await app.register(undeclaredRoutes, { undeclared });
    await app.register(playsRoutes, { plays });
    await app.register(collaboratorsRoutes, { collaborators });
  };
  return {
    canSeeBeatId,
    autosuggest,
    api,
    entities: {
      beat,
      comment: commentEntity(createCommentsRepository(db), canSeeBeatId),
      tag: tagEntity(createTagsAdminRepository(db, () => changes.announce('tags'))),
    },
  };
}

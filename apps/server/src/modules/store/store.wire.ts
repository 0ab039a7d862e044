import type { MailService } from '../mail/mail.service.js';
import type { AreaParts, Base } from '../../wiring.js';
import { createStoreApprovals } from './store-approvals.js';
import { storeItemEntity } from './store-item.entity.js';
import { createStoreRepository } from './store.repository.js';
import { storeRoutes } from './store.routes.js';
import { createStoreService } from './store.service.js';

/** The store of sound kits, loop packs, preset banks and MIDI packs (issue 34). */
export function wireStore({ config, db }: Base, mail: MailService) {
  const repo = createStoreRepository(db);
  const store = createStoreService(repo);
  const approvals = createStoreApprovals({ repo, mail, publicUrl: config.publicUrl });
  return {
    store,
    entities: { store_item: storeItemEntity(repo, approvals) },
    api: (async (app) => void (await app.register(storeRoutes, { store }))) satisfies AreaParts['api'],
  };
}

import type { Base } from '../../wiring.js';
import { postItEntity } from './post-it.entity.js';
import { createPostItsRepository } from './post-its.repository.js';

/** Post-it notes pinned to any entity's page; `isEntity` names the entities they may be pinned to. */
export function wireNotes({ db }: Base, isEntity: (name: string) => boolean) {
  return { entities: { post_it: postItEntity(createPostItsRepository(db), isEntity) } };
}

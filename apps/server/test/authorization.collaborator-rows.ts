import { PRODUCER_OWN, PUBLIC, one, type PolicyRow } from './authorization.policy.js';

/**
 * A beat's collaborators (issue 35 §5, decision 0096); part of ENTITY_ROWS. Its producer and administrators
 * read and set them (the fixtures' beat has no coproducer); the list is set to what it was: none.
 */
const api = '/private-api';

export const COLLABORATOR_ROWS: PolicyRow[] = [
  { route: `GET ${api}/beat/:id/credits`, cases: one((fx) => ({ url: `${api}/beat/${fx.ids.pub}/credits` }), PUBLIC) },
  {
    route: `GET ${api}/beat/:id/collaborators`,
    cases: one((fx) => ({ url: `${api}/beat/${fx.ids.pub}/collaborators` }), PRODUCER_OWN),
  },
  {
    route: `POST ${api}/beat/:id/collaborators`,
    cases: one((fx) => ({ url: `${api}/beat/${fx.ids.pub}/collaborators`, body: { collaborators: [] } }), PRODUCER_OWN),
  },
];

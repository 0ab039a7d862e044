import type { Base } from '../../wiring.js';
import { userPreferenceEntity } from './user-preference.entity.js';
import { createUserPreferencesRepository } from './user-preferences.repository.js';

/** Each user's saved table layouts and choices. */
export function wirePreferences({ db }: Base) {
  return { entities: { user_preference: userPreferenceEntity(createUserPreferencesRepository(db)) } };
}

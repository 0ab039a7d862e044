import { autosuggestQuerySchema } from '@beatmarket/shared';
import { AppError } from '../../core/errors.js';
import { parse } from '../../core/parse.js';
import type { AutosuggestRepository } from './autosuggest.repository.js';

/** Spec §5: limited count, case-insensitive match on the label, already-chosen values excluded. */
export function createAutosuggestService(repo: AutosuggestRepository) {
  return {
    async suggest(context: string, input: unknown) {
      const q = parse(autosuggestQuerySchema, input);
      const term = q.search.replace(/^[@#]/, '');
      const exclude = q.exclude.map((e) => e.replace(/^[@#]/, ''));
      if (context === 'producer' || context === 'beat.producer') return repo.producers(term, exclude, q.limit);
      if (context === 'tag' || context === 'beat.tag') return repo.tags(term, exclude, q.limit);
      throw new AppError('not_found', { topicId: 'context', message: `Unknown autosuggest context ${context}` });
    },
  };
}
export type AutosuggestService = ReturnType<typeof createAutosuggestService>;

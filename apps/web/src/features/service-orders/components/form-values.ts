import { parseDollars, type ServiceQuote, type ServiceRequest } from '@beatmarket/shared';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api';

/** The brief as typed: links one per line, tempo and dates as text. */
export interface BriefValues {
  references: string;
  tempo: string;
  key: string;
  mood: string;
  deadline: string;
  notes: string;
}
export const blankBrief: BriefValues = { references: '', tempo: '', key: '', mood: '', deadline: '', notes: '' };

/** The offer a request is for: a package, a producer, or a bought feature line. */
export type Offer =
  | { kind: 'mix_master'; service_id: number }
  | { kind: 'custom_beat'; producer_id: number | undefined }
  | { kind: 'custom_beat'; offer_id: number }
  | { kind: 'feature'; feature_item_id: number };

/** Text that is no number is sent as NaN, so the shared schema says what is wrong with it. */
const numberOf = (s: string) => (s.trim() === '' ? null : Number(s.trim()));

export const briefInput = (offer: Offer, v: BriefValues, fileTokens: string[] = []): ServiceRequest => ({
  ...offer,
  references: v.references
    .split(/\s+/)
    .map((s) => s.trim())
    .filter(Boolean),
  tempo: numberOf(v.tempo),
  key: v.key,
  mood: v.mood,
  deadline: v.deadline || null,
  notes: v.notes,
  file_tokens: fileTokens,
});

/** The quote as typed: dollars as text. */
export interface QuoteValues {
  price: string;
  due_at: string;
  revisions: string;
  message: string;
}
export const quoteInput = (v: QuoteValues): ServiceQuote => ({
  price: parseDollars(v.price) ?? Number.NaN,
  due_at: v.due_at,
  revisions: numberOf(v.revisions) ?? 2,
  message: v.message,
});

/**
 * A react-hook-form resolver running the shared schema (the one the server runs) on the values as sent:
 * each issue lands under the field its path starts with (a bad link of the list under the list).
 */
export function sharedResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toInput: (v: V) => unknown,
): Resolver<V> {
  return (values) => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'notes');
      // Text that is no number reaches the schema as NaN: say what to type, not what the parser saw.
      const message = issue.code === 'invalid_type' ? 'Enter a number' : issue.message;
      errors[field] ??= { type: 'schema', message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** Puts the server's per-field errors under their fields; answers false when there were none to place. */
export function placeServerErrors(err: unknown, setError: (field: string, message: string) => void): boolean {
  if (!(err instanceof ApiError) || err.fieldErrors.length === 0) return false;
  for (const f of err.fieldErrors) setError(f.topic_id, f.message);
  return true;
}

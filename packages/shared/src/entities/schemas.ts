import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../constants.js';
import { findUnsafeText, idFromText, safeText, UNSAFE_TEXT_MESSAGE } from '../text.js';

const csv = safeText()
  .max(2000)
  .transform((s) =>
    s
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean),
  );

const bool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** A sort term: `field` or `-field`, comma separated; `field:asc|desc` also accepted. */
export const sortParam = safeText()
  .max(500)
  .transform((s, ctx) => {
    const terms: { field: string; direction: 'asc' | 'desc' }[] = [];
    for (const raw of s
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)) {
      const m = /^(-)?([a-z_][a-z0-9_]*)(?::(asc|desc))?$/i.exec(raw);
      if (!m) {
        ctx.addIssue({ code: 'custom', message: `Invalid sort term "${raw}"` });
        return z.NEVER;
      }
      terms.push({ field: m[2]!, direction: m[1] ? 'desc' : ((m[3]?.toLowerCase() as 'asc' | 'desc') ?? 'asc') });
    }
    return terms;
  });

/** Query of GET /{entity}/records (spec §7). per_page 0 means all (capped by the server). */
export const recordsQuerySchema = z.object({
  fields: csv.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => n === 0 || (PAGE_SIZES as readonly number[]).includes(n), `One of 0, ${PAGE_SIZES.join(', ')}`)
    .default(DEFAULT_PAGE_SIZE),
  search: safeText().max(200).optional(),
  sort: sortParam.optional(),
  filter: safeText()
    .max(2000)
    .transform((s, ctx) => {
      try {
        const v: unknown = JSON.parse(s);
        // JSON escapes (\u0000) make unstorable strings out of harmless text: check what they decode to.
        const unsafe = findUnsafeText(v);
        if (unsafe) {
          ctx.addIssue({ code: 'custom', message: UNSAFE_TEXT_MESSAGE, path: unsafe });
          return z.NEVER;
        }
        if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
      } catch {
        /* reported below */
      }
      ctx.addIssue({ code: 'custom', message: 'filter must be a JSON object' });
      return z.NEVER;
    })
    .optional(),
  archived: bool.optional(),
});
export type RecordsQuery = z.output<typeof recordsQuerySchema>;

export const recordQuerySchema = z.object({ fields: csv.optional(), relation_ids: csv.optional() });

export const idParam = z.object({ id: idFromText() });
export const entityParam = z.object({ entity: safeText().regex(/^[a-z_]{1,40}$/, 'Unknown entity') });

/** Autosave of one field: POST /{entity}/{id}/save */
export const saveFieldSchema = z.object({ field: safeText().regex(/^[a-z_][a-z0-9_]{0,62}$/), value: z.unknown() });

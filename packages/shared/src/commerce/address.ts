import { z } from 'zod';
import { COUNTRIES, REGIONS } from './geo-data.js';

const COUNTRY_CODES = new Set(COUNTRIES.map(([code]) => code));
const required = (max: number) =>
  z.string().trim().min(1, 'This field is required').max(max, `At most ${max} characters`);

/** The regions to pick from, or null when the state is free text (spec §5). */
export const regionsOf = (country: string) => REGIONS[country] ?? null;

/**
 * Spec §4: on a country change the region resets to the new country's first region unless it is in
 * its list. A country without a list gets free text, which starts empty: whatever was there belonged
 * to the previous country (a Canadian 'AB' is no French region).
 */
export function regionAfterCountryChange(country: string, state: string): string {
  const regions = regionsOf(country);
  if (!regions) return '';
  return regions.some(([code]) => code === state) ? state : regions[0]![0];
}

/** Spec §3/§5 Address: every field required, errors per field; US and Canadian states from their lists. */
export const addressSchema = z
  .object({
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((c) => COUNTRY_CODES.has(c), 'Choose a country'),
    address: required(200),
    city: required(100),
    state: required(100),
    zip: required(20),
  })
  .superRefine((a, ctx) => {
    const regions = regionsOf(a.country);
    if (regions && !regions.some(([code]) => code === a.state))
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'Choose a state or province from the list' });
  });
export type Address = z.infer<typeof addressSchema>;

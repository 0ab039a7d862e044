import { formatCents, parseDollars, subscribableSchema, type SubscribableInput } from '@beatmarket/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { PlanRecord } from './api';

/** What the plan editor holds: the price typed in dollars, numbers as typed, the producer with its name. */
export interface PlanForm {
  name: string;
  description: string;
  price: string;
  interval: 'month' | 'year';
  trial_days: string;
  allowance: string;
  license_id: string;
  producer: { id: number; name: string } | null;
  published: boolean;
}
export type PlanField = keyof PlanForm;

/** A new plan; a producer's covers their own beats from the start. */
export const blankPlan = (producer: PlanForm['producer'] = null): PlanForm => ({
  name: '',
  description: '',
  price: '',
  interval: 'month',
  trial_days: '0',
  allowance: '5',
  license_id: '',
  producer,
  published: false,
});

export const toPlanForm = (p: PlanRecord): PlanForm => ({
  name: p.name,
  description: p.description,
  price: formatCents(p.price).replace('$', ''),
  interval: p.interval,
  trial_days: String(p.trial_days),
  allowance: String(p.allowance),
  license_id: String(p.license.id),
  producer: p.producer,
  published: p.published,
});

const num = (s: string) => (s.trim() === '' ? NaN : Number(s));

export function toPlanInput(f: PlanForm): Record<keyof SubscribableInput, unknown> {
  return {
    name: f.name,
    description: f.description,
    price: parseDollars(f.price) ?? NaN,
    interval: f.interval,
    trial_days: num(f.trial_days),
    allowance: num(f.allowance),
    license_id: num(f.license_id),
    producer_id: f.producer?.id ?? null,
    published: f.published,
  };
}

/** The shared schema checks the converted values; its messages land on the fields the editor shows. */
export const planResolver: Resolver<PlanForm, unknown, SubscribableInput> = async (values) => {
  const parsed = subscribableSchema.safeParse(toPlanInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<PlanForm> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'producer_id' ? 'producer' : (issue.path[0] as PlanField);
    if (key === 'price' && parseDollars(values.price) === null)
      errors.price = { type: 'format', message: 'Enter a price like 19.99' };
    else errors[key] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** Server field names mapped to the editor's. */
export const planFieldOf = (topic: string): PlanField | null => {
  if (topic === 'producer_id') return 'producer';
  return (Object.keys(blankPlan()) as PlanField[]).includes(topic as PlanField) ? (topic as PlanField) : null;
};

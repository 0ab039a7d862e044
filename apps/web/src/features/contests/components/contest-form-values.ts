import type { ContestData, ContestInput, ContestPrize } from '@beatmarket/shared';

/**
 * A prize as the form holds it: cash in dollars as typed (saved in cents), a coupon's percentage, or a
 * feature listing's id (decision 0093).
 */
export interface PrizeRow {
  kind: 'cash' | 'coupon' | 'feature';
  value: string;
}

export interface ContestFormValues {
  title: string;
  slug: string;
  brief: string;
  rules: string;
  prizes_text: string;
  prizes: PrizeRow[];
  submissions_open_at: string;
  submissions_close_at: string;
  voting_open_at: string;
  voting_close_at: string;
  max_entries: string;
  published: boolean;
  file_token: string;
  file_name: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO moment as a datetime-local value in the browser's time zone. */
const toLocal = (iso: string | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocal = (v: string) => {
  const d = new Date(v);
  return v && !Number.isNaN(d.getTime()) ? d.toISOString() : v;
};

const prizeRow = (p: ContestPrize): PrizeRow => {
  if (p.kind === 'cash') return { kind: 'cash', value: (p.amount / 100).toFixed(2) };
  if (p.kind === 'coupon') return { kind: 'coupon', value: String(p.percent_off) };
  return { kind: 'feature', value: String(p.beat_id) };
};

/** A row as the shared schema takes it; the server titles a feature from its listing. */
const toPrize = (p: PrizeRow, place: number): ContestPrize => {
  if (p.kind === 'cash') return { place, kind: 'cash', amount: Math.round(Number(p.value) * 100) };
  if (p.kind === 'coupon') return { place, kind: 'coupon', percent_off: Number(p.value) };
  return { place, kind: 'feature', beat_id: Number(p.value), title: '' };
};

export const formValues = (c: ContestData | undefined): ContestFormValues => ({
  title: c?.title ?? '',
  slug: c?.slug ?? '',
  brief: c?.brief ?? '',
  rules: c?.rules ?? '',
  prizes_text: c?.prizes_text ?? '',
  prizes: c?.prizes.map(prizeRow) ?? [{ kind: 'cash', value: '' }],
  submissions_open_at: toLocal(c?.submissions_open_at),
  submissions_close_at: toLocal(c?.submissions_close_at),
  voting_open_at: toLocal(c?.voting_open_at),
  voting_close_at: toLocal(c?.voting_close_at),
  max_entries: String(c?.max_entries ?? 1),
  published: c?.published ?? false,
  file_token: '',
  file_name: c?.file_name ?? '',
});

/** The form as the shared schema takes it: places in order, cash in whole cents. */
export const toInput = (v: ContestFormValues): ContestInput => ({
  title: v.title,
  slug: v.slug,
  brief: v.brief,
  rules: v.rules,
  prizes_text: v.prizes_text,
  prizes: v.prizes.map((p, i) => toPrize(p, i + 1)),
  submissions_open_at: fromLocal(v.submissions_open_at),
  submissions_close_at: fromLocal(v.submissions_close_at),
  voting_open_at: fromLocal(v.voting_open_at),
  voting_close_at: fromLocal(v.voting_close_at),
  max_entries: Number(v.max_entries),
  published: v.published,
  ...(v.file_token ? { file_token: v.file_token } : {}),
});

import type { SlideData, SlideInput } from '@beatmarket/shared';

/** The editor's fields as the inputs hold them (the window in the reader's local time, as datetime-local shows it). */
export interface SlideFormValues {
  title: string;
  text: string;
  link: string;
  image_url: string;
  published: boolean;
  published_from: string;
  published_to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO moment as a datetime-local value in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** A datetime-local value (local time) as an ISO moment; empty stays empty (an open end). */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

export const formValues = (s: SlideData | undefined): SlideFormValues => ({
  title: s?.title ?? '',
  text: s?.text ?? '',
  link: s?.link ?? '',
  image_url: s?.image_url ?? '',
  published: s?.published ?? true,
  published_from: toLocalInput(s?.published_from ?? null),
  published_to: toLocalInput(s?.published_to ?? null),
});

export const toInput = (v: SlideFormValues): SlideInput => ({
  title: v.title,
  text: v.text,
  link: v.link,
  image_url: v.image_url || null,
  published: v.published,
  published_from: fromLocalInput(v.published_from) || null,
  published_to: fromLocalInput(v.published_to) || null,
});

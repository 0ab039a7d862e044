import { DEFAULT_STORE_TERMS, type StoreItemData, type StoreItemInput, type StoreItemKind } from '@beatmarket/shared';

export interface StoreFormValues {
  kind: StoreItemKind;
  title: string;
  description: string;
  /** Dollars as typed; sent as integer cents. */
  price: string;
  terms: string;
}

export const formValues = (item?: StoreItemData): StoreFormValues => ({
  kind: item?.kind ?? 'drum_kit',
  title: item?.title ?? '',
  description: item?.description ?? '',
  price: item ? (item.price / 100).toFixed(2) : '',
  terms: item?.terms ?? DEFAULT_STORE_TERMS,
});

/** The form as the API takes it; a price that is no number is sent as such, for the schema's message. */
export const toInput = (v: StoreFormValues): StoreItemInput => ({
  kind: v.kind,
  title: v.title,
  description: v.description,
  price: v.price.trim() === '' ? Number.NaN : Math.round(Number(v.price.replace(/[$,\s]/g, '')) * 100),
  terms: v.terms,
});

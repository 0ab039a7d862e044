import { z } from 'zod';

/**
 * A view as it arrives over HTTP: the server presents timestamps as `Date`, JSON carries them as ISO
 * strings. The server's presenters return the views of this folder; the web reads `Wire<view>`.
 */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** A moment as the presenters give it (serialised as an ISO string). */
export const timestamp = z.date();
export const id = z.number().int();

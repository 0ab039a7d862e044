import { channelLimit } from '@beatmarket/shared';
import { useState } from 'react';
import {
  ChannelListField,
  channelErrorsFrom,
  checkChannels,
  type ChannelErrors,
} from '../../../components/inputs/ChannelListField';
import { ApiError } from '../../../lib/api';
import type { CartLine } from '../../../lib/cart';

/** The channels a line's licence covers: none without a licence (a line being edited). */
const limitOf = (line: CartLine) => (line.license ? channelLimit(line.license) : 0);

/**
 * The YouTube channels named per beat line at checkout (decision 0092): typed here, checked with the
 * shared schema before paying, sent with the order as `channels` by beat id.
 */
export function useCheckoutChannels(lines: CartLine[]) {
  const [values, setValues] = useState<Record<number, string[]>>({});
  const [errors, setErrors] = useState<Record<number, ChannelErrors>>({});
  return {
    lines: lines.filter((l) => limitOf(l) > 0),
    values,
    errors,
    change(beatId: number, next: string[]) {
      setValues((v) => ({ ...v, [beatId]: next }));
      // An error speaks of what was typed before: it goes once the buyer edits the list.
      setErrors((e) => ({ ...e, [beatId]: {} }));
    },
    /** The lists to send, or null (with the errors shown) when one is wrong. */
    collect(): Record<string, string[]> | null {
      const out: Record<string, string[]> = {};
      const found: Record<number, ChannelErrors> = {};
      for (const line of lines) {
        const got = checkChannels(values[line.beat_id] ?? [], limitOf(line));
        if (got.errors) found[line.beat_id] = got.errors;
        else if (got.channels.length) out[line.beat_id] = got.channels;
      }
      setErrors(found);
      return Object.keys(found).length ? null : out;
    },
    /** A refusal's `channels.{beat}.{n}` errors, under their inputs. */
    refused(err: unknown) {
      if (!(err instanceof ApiError) || err.status !== 422) return;
      setErrors(
        Object.fromEntries(lines.map((l) => [l.beat_id, channelErrorsFrom(err.fieldErrors, `channels.${l.beat_id}`)])),
      );
    },
  };
}
export type CheckoutChannelsState = ReturnType<typeof useCheckoutChannels>;

/** One channel list per licensed beat, under the cart (optional: they can be named later on the order page). */
export function CheckoutChannels({ state }: { state: CheckoutChannelsState }) {
  if (!state.lines.length) return null;
  return (
    <section aria-labelledby="channels-heading" className="mt-6 rounded-2xl bg-zinc-900/70 p-5 ring-1 ring-white/5">
      <h2 id="channels-heading" className="text-base font-bold text-white">
        YouTube channels (optional)
      </h2>
      <p className="mb-4 text-sm text-zinc-400">
        Name the channels you will upload to: the licence lists them and the producer clears them of Content ID claims.
        You can add them later from your order.
      </p>
      <div className="flex flex-col gap-5">
        {state.lines.map((line) => (
          <ChannelListField
            key={line.beat_id}
            beatTitle={line.beat.full_title}
            limit={channelLimit(line.license!)}
            value={state.values[line.beat_id] ?? []}
            onChange={(next) => state.change(line.beat_id, next)}
            errors={state.errors[line.beat_id] ?? {}}
          />
        ))}
      </div>
    </section>
  );
}

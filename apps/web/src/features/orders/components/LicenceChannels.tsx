import { FileText, TvMinimalPlay } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import {
  ChannelListField,
  channelErrorsFrom,
  checkChannels,
  type ChannelErrors,
} from '../../../components/inputs/ChannelListField';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import type { OrderView } from '../../../lib/orders';
import { useSaveChannels } from '../api/use-channels';

type Line = OrderView['items'][number];

const pill =
  'inline-flex h-10 items-center gap-2 rounded-full bg-zinc-800 px-4 text-sm font-semibold text-zinc-100 ring-1 ring-inset ring-white/10 hover:bg-zinc-700';

/**
 * A beat licence's YouTube channels (decision 0092): listed for everyone who sees the order, changed by
 * the buyer while the licence stands, with the claim-release letter once one is named.
 */
export function LicenceChannels({ order, item, buyer }: { order: OrderView; item: Line; buyer: boolean }) {
  const [editing, setEditing] = useState(false);
  if (item.channel_limit === 0) return null;
  const stands = item.license_pdf !== null;
  return (
    <section aria-label={`YouTube channels for ${item.beat_title}`} className="mt-5 rounded-2xl bg-zinc-950/40 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-white">
          <TvMinimalPlay className="size-4 text-red-400" aria-hidden />
          YouTube channels ({item.youtube_channels.length} of {item.channel_limit})
        </h3>
        {buyer && stands && !editing && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {item.youtube_channels.length ? 'Change channels' : 'Name channels'}
          </Button>
        )}
      </div>
      {editing ? (
        <ChannelsEditor order={order} item={item} done={() => setEditing(false)} />
      ) : item.youtube_channels.length ? (
        <ul className="mt-2 space-y-1 font-mono text-sm text-zinc-300">
          {item.youtube_channels.map((c) => (
            <li key={c} className="break-all">
              {c}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-zinc-400">
          {stands ? 'No channel named yet: Content ID claims are cleared only for named channels.' : 'None.'}
        </p>
      )}
      {item.claim_letter && !editing && (
        <a href={item.claim_letter} target="_blank" rel="noreferrer" className={`${pill} mt-3`}>
          <FileText className="size-4" aria-hidden />
          Claim-release letter
        </a>
      )}
    </section>
  );
}

function ChannelsEditor({ order, item, done }: { order: OrderView; item: Line; done(): void }) {
  const save = useSaveChannels(order.id, item.id);
  const [value, setValue] = useState(item.youtube_channels);
  const [errors, setErrors] = useState<ChannelErrors>({});
  const submit = async () => {
    const got = checkChannels(value, item.channel_limit);
    if (got.errors) return setErrors(got.errors);
    try {
      await save.mutateAsync(got.channels);
      notifySuccess('Channels saved', 'The producer’s allowlist has them now.');
      done();
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) setErrors(channelErrorsFrom(err.fieldErrors, 'channels'));
      else if (err instanceof ApiError) setErrors({ list: err.message });
    }
  };
  return (
    <form
      className="mt-3 flex flex-col gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <ChannelListField
        beatTitle={item.beat_title}
        limit={item.channel_limit}
        value={value}
        onChange={(next) => {
          setValue(next);
          setErrors({});
        }}
        errors={errors}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" busy={save.isPending}>
          Save channels
        </Button>
        <Button variant="ghost" size="sm" onClick={done}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

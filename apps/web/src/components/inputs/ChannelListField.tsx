import { channelLimitMessage, licenceChannelsSchema } from '@beatmarket/shared';
import { Plus, X } from 'lucide-react';
import { Button } from '../Button';
import { TextField } from '../TextField';

/** Per-field errors of a channel list: by position, and for the list as a whole (key 'list'). */
export type ChannelErrors = Partial<Record<number | 'list', string>>;

/**
 * Checks a list as typed against the shared schema and the licence's limit (decision 0092): blanks are
 * dropped; the answer is the list to send, or the errors to show.
 */
export function checkChannels(
  typed: string[],
  limit: number,
): { channels: string[]; errors: null } | { channels: null; errors: ChannelErrors } {
  const kept = typed.map((v) => v.trim()).filter(Boolean);
  if (kept.length > limit) return { channels: null, errors: { list: channelLimitMessage(limit) } };
  const parsed = licenceChannelsSchema.safeParse(kept);
  if (parsed.success) return { channels: parsed.data, errors: null };
  const errors: ChannelErrors = {};
  for (const issue of parsed.error.issues) {
    const at = issue.path[0];
    // Positions count the kept entries: map them back to the inputs the buyer typed in.
    const input =
      typeof at === 'number' ? typed.findIndex((v, i) => v.trim() === kept[at] && errors[i] === undefined) : -1;
    if (input >= 0) errors[input] = issue.message;
    else errors.list = issue.message;
  }
  return { channels: null, errors };
}

/** Server errors under `prefix.N` (and `prefix` itself) as a channel list's errors. */
export function channelErrorsFrom(fieldErrors: { topic_id: string; message: string }[], prefix: string): ChannelErrors {
  const errors: ChannelErrors = {};
  for (const f of fieldErrors) {
    if (f.topic_id === prefix) errors.list = f.message;
    else if (f.topic_id.startsWith(`${prefix}.`)) errors[Number(f.topic_id.slice(prefix.length + 1))] = f.message;
  }
  return errors;
}

/** The YouTube channel ids a licence covers: one input each, up to the licence's limit. */
export function ChannelListField(props: {
  /** Names the beat, so each input's label is unique on a page of several lines. */
  beatTitle: string;
  limit: number;
  value: string[];
  onChange(next: string[]): void;
  errors: ChannelErrors;
}) {
  const { beatTitle, limit, value, onChange, errors } = props;
  const rows = value.length ? value : [''];
  const set = (i: number, v: string) => onChange(rows.map((x, j) => (j === i ? v : x)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-white">YouTube channels for “{beatTitle}”</legend>
      <p className="text-xs text-zinc-400">
        Channel ids start with UC (YouTube → Settings → Advanced). This licence covers {limit} channel
        {limit === 1 ? '' : 's'}; the producer allowlists them against Content ID claims.
      </p>
      {rows.map((v, i) => (
        <div key={i} className="flex items-start gap-2">
          <TextField
            className="min-w-0 flex-1"
            label={`Channel ${i + 1} for ${beatTitle}`}
            placeholder="UCxxxxxxxxxxxxxxxxxxxxxx"
            spellCheck={false}
            autoCapitalize="off"
            value={v}
            error={errors[i]}
            onChange={(e) => set(i, e.target.value)}
          />
          {rows.length > 1 && (
            <Button
              variant="ghost"
              className="mt-7"
              aria-label={`Remove channel ${i + 1} for ${beatTitle}`}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              <X className="size-4" aria-hidden />
            </Button>
          )}
        </div>
      ))}
      {errors.list && (
        <p role="alert" className="text-sm text-red-300">
          {errors.list}
        </p>
      )}
      {rows.length < limit && (
        <Button variant="link" className="self-start" onClick={() => onChange([...rows, ''])}>
          <Plus className="size-4" aria-hidden />
          Add a channel
        </Button>
      )}
    </fieldset>
  );
}

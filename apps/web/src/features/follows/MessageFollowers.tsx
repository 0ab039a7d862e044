import { FOLLOW_MESSAGE_BEATS, followMessageSchema } from '@beatmarket/shared';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { useCardBeats, useMessagingState, useSendMessage } from './use-follows';

// The editor is heavy: it loads when the dashboard shows this form.
const RichTextEditor = lazy(() =>
  import('../../components/RichTextEditor').then((m) => ({ default: m.RichTextEditor })),
);

type Errors = Partial<Record<'subject' | 'body' | 'beat_ids', string>>;

/** Up to FOLLOW_MESSAGE_BEATS of the producer's published beats, shown as cards under the message. */
function CardPicker({ chosen, onChange, error }: { chosen: number[]; onChange(ids: number[]): void; error?: string }) {
  const beats = useCardBeats().data ?? [];
  if (!beats.length) return null;
  const full = chosen.length >= FOLLOW_MESSAGE_BEATS;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-zinc-200">
        Beat cards under the message (up to {FOLLOW_MESSAGE_BEATS})
      </legend>
      <div className="flex max-h-48 flex-col gap-1 overflow-y-auto pr-2">
        {beats.map((b) => {
          const on = chosen.includes(b.id);
          return (
            <label key={b.id} className="flex items-center gap-2 text-sm text-zinc-300">
              <input
                type="checkbox"
                className="size-4 accent-accent-500"
                checked={on}
                disabled={!on && full}
                onChange={() => onChange(on ? chosen.filter((id) => id !== b.id) : [...chosen, b.id])}
              />
              {b.title}
            </label>
          );
        })}
      </div>
      {error && <p className="text-sm text-rose-300">{error}</p>}
    </fieldset>
  );
}

/** "Message your followers" on the dashboard: a subject and rich text, to those who asked for mail. */
export function MessageFollowers() {
  const state = useMessagingState();
  const send = useSendMessage();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [beatIds, setBeatIds] = useState<number[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  if (!state.data) return null;
  if (!state.data.enabled)
    return <p className="text-sm text-zinc-400">An administrator switched your messages to followers off.</p>;
  const next = state.data.next_at ? new Date(state.data.next_at) : null;

  const submit = () => {
    const got = followMessageSchema.safeParse({ subject, body, beat_ids: beatIds });
    if (!got.success) {
      setErrors(Object.fromEntries(got.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    send.mutate(got.data, {
      onSuccess: () => {
        setSubject('');
        setBody('');
        setBeatIds([]);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.fieldErrors.length)
          setErrors(Object.fromEntries(err.fieldErrors.map((e) => [e.topic_id, e.message])));
        else notifyError(err);
      },
    });
  };

  return (
    <div className="flex flex-col gap-4 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5">
      <div>
        <h3 className="text-lg font-semibold text-white">Message your followers</h3>
        <p className="mt-1 text-sm text-zinc-400">
          Mailed to the followers who asked for your mail; one message a day at most.
          {next && ` Your next message can go after ${next.toLocaleString()}.`}
        </p>
      </div>
      <TextField label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} error={errors.subject} />
      <Suspense fallback={<div className="h-40" />}>
        <RichTextEditor label="Message" value={body} onChange={setBody} simplified error={errors.body} />
      </Suspense>
      <CardPicker chosen={beatIds} onChange={setBeatIds} error={errors.beat_ids} />
      <div>
        <Button busy={send.isPending} disabled={next !== null} onClick={submit}>
          Send to followers
        </Button>
      </div>
    </div>
  );
}

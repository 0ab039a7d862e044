import { followMessageSchema } from '@beatmarket/shared';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { ApiError } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { useMessagingState, useSendMessage } from './use-follows';

// The editor is heavy: it loads when the dashboard shows this form.
const RichTextEditor = lazy(() =>
  import('../../components/RichTextEditor').then((m) => ({ default: m.RichTextEditor })),
);

type Errors = Partial<Record<'subject' | 'body', string>>;

/** "Message your followers" on the dashboard: a subject and rich text, to those who asked for mail. */
export function MessageFollowers() {
  const state = useMessagingState();
  const send = useSendMessage();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  if (!state.data) return null;
  if (!state.data.enabled)
    return <p className="text-sm text-zinc-400">An administrator switched your messages to followers off.</p>;
  const next = state.data.next_at ? new Date(state.data.next_at) : null;

  const submit = () => {
    const got = followMessageSchema.safeParse({ subject, body });
    if (!got.success) {
      setErrors(Object.fromEntries(got.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    send.mutate(got.data, {
      onSuccess: () => {
        setSubject('');
        setBody('');
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
      <div>
        <Button busy={send.isPending} disabled={next !== null} onClick={submit}>
          Send to followers
        </Button>
      </div>
    </div>
  );
}

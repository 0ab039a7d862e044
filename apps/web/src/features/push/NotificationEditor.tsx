import {
  DEBOUNCE_MS,
  NOTIFICATION_AUDIENCE_LABEL,
  NOTIFICATION_AUDIENCES,
  type NotificationData,
} from '@beatmarket/shared';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { useNotificationEditor, type NotificationField as Field } from './use-notification-editor';

const input =
  'w-full rounded-xl bg-zinc-950 px-3 py-2 text-sm text-zinc-100 ring-1 ring-inset ring-white/10 placeholder:text-zinc-400 focus:outline-none focus:ring-2 focus:ring-accent-400 disabled:opacity-60';

/**
 * The editor panel of spec §4: the first field typed creates the notification, then each field
 * autosaves on its own (text after a pause, the date at once). Send stays disabled until title and
 * message are filled (spec §5); a refusal naming a field shows under it, anything else as a toast (§8).
 */
export function NotificationEditor({
  record,
  onCreated,
}: {
  record: NotificationData | null;
  onCreated(id: number): void;
}) {
  const { values, errors, editable, ready, aria, change, flush, send, cancel, sending, refused } =
    useNotificationEditor(record, onCreated);
  const field = (name: Field, label: string, control: ReactNode, hint?: string) => (
    <LabelledField name={name} label={label} error={errors[name]} hint={hint}>
      {control}
    </LabelledField>
  );

  return (
    <div className="flex flex-col gap-4">
      {field(
        'title',
        'Title',
        <input
          {...aria('title')}
          className={input}
          value={values.title}
          maxLength={120}
          placeholder="New beats this Friday"
          onChange={(e) => change('title', e.target.value, DEBOUNCE_MS.textInput)}
          onBlur={() => void flush()}
        />,
      )}
      {field(
        'message',
        'Message',
        <textarea
          {...aria('message')}
          className={`${input} min-h-28 resize-y`}
          value={values.message}
          maxLength={1000}
          placeholder="Ten fresh trap beats are live. Listen first!"
          onChange={(e) => change('message', e.target.value, DEBOUNCE_MS.textInput)}
          onBlur={() => void flush()}
        />,
      )}
      {field(
        'available_at',
        'Send at',
        <input
          {...aria('available_at')}
          type="datetime-local"
          className={`${input} [color-scheme:dark]`}
          value={values.available_at}
          onChange={(e) => change('available_at', e.target.value, 0)}
        />,
        'Empty sends it as soon as you press Send.',
      )}
      {field(
        'audience',
        'Send to',
        <select
          {...aria('audience')}
          className={`${input} [color-scheme:dark]`}
          value={values.audience}
          onChange={(e) => change('audience', e.target.value, 0)}
        >
          {NOTIFICATION_AUDIENCES.map((a) => (
            <option key={a} value={a}>
              {NOTIFICATION_AUDIENCE_LABEL[a]}
            </option>
          ))}
        </select>,
        'Only browsers that allowed notifications receive it.',
      )}
      {field(
        'link',
        'Opens',
        <input
          {...aria('link')}
          className={input}
          value={values.link}
          maxLength={500}
          placeholder="/beats"
          onChange={(e) => change('link', e.target.value, DEBOUNCE_MS.textInput)}
          onBlur={() => void flush()}
        />,
        'A page of this site, like /beats or /promotions. Empty opens the home page.',
      )}
      <div className="flex flex-wrap items-center justify-end gap-2 pt-1">
        {record?.status === 'scheduled' && <CancelScheduleButton id={record.id} cancel={cancel} onError={refused} />}
        {editable && (
          <Button disabled={!ready} busy={sending} onClick={() => void send()}>
            {values.available_at ? 'Schedule' : 'Send'}
          </Button>
        )}
      </div>
    </div>
  );
}

function LabelledField({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: Field;
  label: string;
  error: string | undefined;
  hint: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`notification-${name}`} className="text-sm font-medium text-zinc-200">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`notification-${name}-error`} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : (
        hint && <p className="text-xs text-zinc-400">{hint}</p>
      )}
    </div>
  );
}

function CancelScheduleButton({
  id,
  cancel,
  onError,
}: {
  id: number;
  cancel: ReturnType<typeof useNotificationEditor>['cancel'];
  onError(err: unknown): void;
}) {
  return (
    <Button variant="secondary" busy={cancel.isPending} onClick={() => cancel.mutate(id, { onError })}>
      Cancel schedule
    </Button>
  );
}

import {
  canSendNotification,
  DEBOUNCE_MS,
  NOTIFICATION_AUDIENCE_LABEL,
  NOTIFICATION_AUDIENCES,
  type NotificationData,
} from '@beatmarket/shared';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { fromLocalInput, toLocalInput } from './local-time';
import { useNotificationMutations } from './use-notifications';

type Field = 'title' | 'message' | 'available_at' | 'audience' | 'link';
const FIELDS: Field[] = ['title', 'message', 'available_at', 'audience', 'link'];
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
  const m = useNotificationMutations();
  const [values, setValues] = useState({
    title: record?.title ?? '',
    message: record?.message ?? '',
    available_at: toLocalInput(record?.available_at ?? null),
    audience: record?.audience ?? 'everyone',
    link: record?.link ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const id = useRef<number | null>(record?.id ?? null);
  const creating = useRef<Promise<unknown> | null>(null);
  const timers = useRef<Partial<Record<Field, ReturnType<typeof setTimeout>>>>({});
  const pending = useRef(new Set<Promise<unknown>>());
  const editable = !record || record.status === 'draft';
  useEffect(() => () => Object.values(timers.current).forEach(clearTimeout), []);

  const refused = (err: unknown) => {
    const field = err instanceof ApiError ? (err.fieldErrors[0]?.topic_id as Field | undefined) : undefined;
    if (field && FIELDS.includes(field))
      setErrors((e) => ({ ...e, [field]: (err as ApiError).fieldErrors[0]!.message }));
    else notifyError(err);
  };

  async function persist(field: Field, raw: string) {
    const value = field === 'available_at' ? fromLocalInput(raw) : field === 'link' ? raw.trim() || null : raw;
    try {
      if (id.current === null) {
        if (!creating.current) {
          creating.current = m.create.mutateAsync({ [field]: value }).then((n) => {
            id.current = n.id;
            onCreated(n.id);
          });
          try {
            await creating.current;
          } finally {
            if (id.current === null) creating.current = null;
          }
          setErrors((e) => ({ ...e, [field]: undefined }));
          return;
        }
        await creating.current;
      }
      await m.save.mutateAsync({ id: id.current!, field, value });
      setErrors((e) => ({ ...e, [field]: undefined }));
    } catch (err) {
      refused(err);
    }
  }
  const track = (p: Promise<unknown>) => {
    pending.current.add(p);
    void p.finally(() => pending.current.delete(p));
  };
  const change = (field: Field, raw: string, wait: number) => {
    setValues((v) => ({ ...v, [field]: raw }));
    clearTimeout(timers.current[field]);
    timers.current[field] = setTimeout(() => {
      delete timers.current[field];
      track(persist(field, raw));
    }, wait);
  };
  const flush = async () => {
    for (const field of Object.keys(timers.current) as Field[]) {
      clearTimeout(timers.current[field]);
      delete timers.current[field];
      track(persist(field, values[field]));
    }
    await Promise.all(pending.current);
  };

  const send = async () => {
    await flush();
    if (id.current === null) return;
    try {
      const n = await m.send.mutateAsync(id.current);
      const later = n.available_at && Date.parse(n.available_at) > Date.now() + 5000;
      notifySuccess(later ? 'Notification scheduled' : 'Notification on its way', n.title);
    } catch (err) {
      refused(err);
    }
  };

  const ready = canSendNotification(values);
  const field = (name: Field, label: string, control: React.ReactNode, hint?: string) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`notification-${name}`} className="text-sm font-medium text-zinc-200">
        {label}
      </label>
      {control}
      {errors[name] ? (
        <p id={`notification-${name}-error`} role="alert" className="text-sm text-red-300">
          {errors[name]}
        </p>
      ) : (
        hint && <p className="text-xs text-zinc-400">{hint}</p>
      )}
    </div>
  );
  const aria = (name: Field) => ({
    id: `notification-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `notification-${name}-error` : undefined,
    disabled: !editable,
  });

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
        {record?.status === 'scheduled' && (
          <Button
            variant="secondary"
            busy={m.cancel.isPending}
            onClick={() => m.cancel.mutate(record.id, { onError: refused })}
          >
            Cancel schedule
          </Button>
        )}
        {editable && (
          <Button disabled={!ready} busy={m.send.isPending} onClick={() => void send()}>
            {values.available_at ? 'Schedule' : 'Send'}
          </Button>
        )}
      </div>
    </div>
  );
}

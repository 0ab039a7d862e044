import { canSendNotification, type NotificationData } from '@beatmarket/shared';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { fromLocalInput, toLocalInput } from './local-time';
import { useNotificationMutations } from './use-notifications';

export type NotificationField = 'title' | 'message' | 'available_at' | 'audience' | 'link';
const FIELDS: NotificationField[] = ['title', 'message', 'available_at', 'audience', 'link'];

/**
 * The state of the notification editor (spec §4): the first field typed creates the notification,
 * then each field autosaves on its own (text after a pause, the date at once). A refusal naming a
 * field is kept for that field, anything else shows as a toast (§8).
 */
export function useNotificationEditor(record: NotificationData | null, onCreated: (id: number) => void) {
  const m = useNotificationMutations();
  const [values, setValues] = useState({
    title: record?.title ?? '',
    message: record?.message ?? '',
    available_at: toLocalInput(record?.available_at ?? null),
    audience: record?.audience ?? 'everyone',
    link: record?.link ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<NotificationField, string>>>({});
  const id = useRef<number | null>(record?.id ?? null);
  const creating = useRef<Promise<unknown> | null>(null);
  const timers = useRef<Partial<Record<NotificationField, ReturnType<typeof setTimeout>>>>({});
  const pending = useRef(new Set<Promise<unknown>>());
  const editable = !record || record.status === 'draft';
  useEffect(() => () => Object.values(timers.current).forEach(clearTimeout), []);

  const refused = (err: unknown) => {
    const field = err instanceof ApiError ? (err.fieldErrors[0]?.topic_id as NotificationField | undefined) : undefined;
    if (field && FIELDS.includes(field))
      setErrors((e) => ({ ...e, [field]: (err as ApiError).fieldErrors[0]!.message }));
    else notifyError(err);
  };

  async function persist(field: NotificationField, raw: string) {
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
  const change = (field: NotificationField, raw: string, wait: number) => {
    setValues((v) => ({ ...v, [field]: raw }));
    clearTimeout(timers.current[field]);
    timers.current[field] = setTimeout(() => {
      delete timers.current[field];
      track(persist(field, raw));
    }, wait);
  };
  const flush = async () => {
    for (const field of Object.keys(timers.current) as NotificationField[]) {
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

  /** The id, error link and lock of one field's control. */
  const aria = (name: NotificationField) => ({
    id: `notification-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `notification-${name}-error` : undefined,
    disabled: !editable,
  });

  return {
    aria,
    values,
    errors,
    editable,
    ready: canSendNotification(values),
    change,
    flush,
    send,
    cancel: m.cancel,
    sending: m.send.isPending,
    refused,
  };
}

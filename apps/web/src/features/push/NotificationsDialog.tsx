import { ArrowLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { NotificationEditor } from './NotificationEditor';
import { NotificationList } from './NotificationList';
import { PushToggle } from './PushToggle';
import { useNotifications } from './use-notifications';

type Panel = { kind: 'list' } | { kind: 'edit'; id: number | null; session: number };

/** The bell's dialog (spec §2, §4): every notification, and the editor panel to write or check one. */
export function NotificationsDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const list = useNotifications(open);
  const [panel, setPanel] = useState<Panel>({ kind: 'list' });
  const [sessions, setSessions] = useState(0);
  const edit = (id: number | null) => {
    setSessions((n) => n + 1);
    setPanel({ kind: 'edit', id, session: sessions + 1 });
  };
  const record =
    panel.kind === 'edit' && panel.id !== null ? (list.data?.find((n) => n.id === panel.id) ?? null) : null;

  return (
    <Modal
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (!o) setPanel({ kind: 'list' });
      }}
      title="Push notifications"
      description="Reach every browser that turned notifications on."
      size="lg"
    >
      {panel.kind === 'list' ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <PushToggle />
            <Button size="sm" className="ml-auto" onClick={() => edit(null)}>
              <Plus className="size-4" aria-hidden /> New notification
            </Button>
          </div>
          {list.isLoading ? (
            <Spinner className="mx-auto my-8 size-6" label="Loading notifications" />
          ) : list.isError ? (
            <p className="py-8 text-center text-sm text-zinc-400">The notifications could not be loaded.</p>
          ) : (
            <NotificationList items={list.data ?? []} onOpen={edit} />
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <Button variant="link" className="self-start text-sm" onClick={() => setPanel({ kind: 'list' })}>
            <ArrowLeft className="size-4" aria-hidden /> All notifications
          </Button>
          {record && record.status !== 'draft' && (
            <p className="rounded-xl bg-white/5 px-3 py-2 text-sm text-zinc-300">
              {record.status === 'scheduled'
                ? 'Scheduled: cancel the schedule to change it.'
                : `${record.sent} sent · ${record.failed} failed · ${record.removed} expired subscriptions removed`}
            </p>
          )}
          <NotificationEditor
            key={panel.session}
            record={record}
            onCreated={(id) => setPanel({ kind: 'edit', id, session: panel.session })}
          />
        </div>
      )}
    </Modal>
  );
}

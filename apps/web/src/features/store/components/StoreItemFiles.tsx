import {
  canEditStoreItem,
  formatBytes,
  formatDuration,
  isAdmin,
  STORE_ITEM_STATUS_LABEL,
  storeItemMissing,
  type StoreItemData,
} from '@beatmarket/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Cover } from '../../../components/Cover';
import { TextField } from '../../../components/TextField';
import { useProfile } from '../../../lib/auth/use-profile';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useStoreAction, type StoreAction } from '../api/store';
import { StoreFileField } from './StoreFileField';

const DONE: Record<StoreAction, string> = {
  request_publish: 'Sent for approval',
  approve: 'Published',
  reject: 'Rejected',
  withdraw: 'Withdrawn to a draft',
};

/** What the seller reads of the demo's processing (decision 0099). */
const DEMO_STATE: Record<StoreItemData['demo_state'], (item: StoreItemData) => string | null> = {
  none: () => null,
  processing: () => 'Making the demo preview…',
  ready: (item) => `Demo ready (${formatDuration(item.demo_duration ?? 0)})`,
  failed: (item) => `The demo could not be made: ${item.demo_error ?? 'unknown error'}`,
};

/** The item's cover, ZIP and demo, its status, and the status changes this user may make. */
export function StoreItemFiles({ item }: { item: StoreItemData }) {
  const { data: me } = useProfile();
  const qc = useQueryClient();
  const act = useStoreAction(item.id);
  const [reason, setReason] = useState('');
  const admin = isAdmin(me?.role);
  const editable = canEditStoreItem(me ?? null, item);
  const missing = storeItemMissing(item);
  const refresh = () => void qc.invalidateQueries({ queryKey: ['store_item', item.id] });
  const run = (action: StoreAction) =>
    act.mutate({ action, reason }, { onSuccess: () => notifySuccess(DONE[action]), onError: (e) => notifyError(e) });
  return (
    <section className="flex flex-col gap-4 rounded-2xl bg-zinc-900/60 p-4 ring-1 ring-white/10">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-white">Files and status</h2>
        <span className="rounded-full bg-zinc-800 px-3 py-1 text-sm text-zinc-100" data-testid="store-status">
          {STORE_ITEM_STATUS_LABEL[item.status]}
        </span>
      </div>
      {item.status === 'rejected' && item.reject_reason && (
        <p className="text-sm text-rose-200">Why it was rejected: {item.reject_reason}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <div className="w-32 overflow-hidden rounded-xl">
          <Cover beat={item} sizes="128px" />
        </div>
        <div className="flex flex-col gap-3">
          {editable ? (
            <>
              <StoreFileField
                itemId={item.id}
                purpose="store_cover"
                label="Cover image"
                current={item.image_url ? 'Cover uploaded' : null}
                onDone={refresh}
              />
              <StoreFileField
                itemId={item.id}
                purpose="store_zip"
                label="The ZIP buyers download"
                current={item.zip_name && `${item.zip_name} (${formatBytes(item.zip_size ?? 0)})`}
                onDone={refresh}
              />
              <StoreFileField
                itemId={item.id}
                purpose="store_demo"
                label="Audio demo (optional, WAV or MP3)"
                current={DEMO_STATE[item.demo_state](item)}
                onDone={refresh}
              />
            </>
          ) : (
            <p className="text-sm text-zinc-300">
              {item.zip_name ? `${item.zip_name} (${formatBytes(item.zip_size ?? 0)})` : 'No ZIP yet.'} Withdraw the
              item to a draft to change it.
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {editable && !admin && (item.status === 'draft' || item.status === 'rejected') && (
          <Button
            disabled={!!missing}
            title={missing ?? undefined}
            busy={act.isPending}
            onClick={() => run('request_publish')}
          >
            Send for approval
          </Button>
        )}
        {admin && item.status !== 'published' && (
          <Button disabled={!!missing} title={missing ?? undefined} busy={act.isPending} onClick={() => run('approve')}>
            Approve and publish
          </Button>
        )}
        {(item.status === 'pending' || item.status === 'published') && (
          <Button variant="secondary" busy={act.isPending} onClick={() => run('withdraw')}>
            Withdraw to draft
          </Button>
        )}
        {admin && (item.status === 'pending' || item.status === 'published') && (
          <div className="flex flex-wrap items-end gap-2">
            <TextField
              label="Reason for the seller"
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
            <Button variant="danger" disabled={!reason.trim()} busy={act.isPending} onClick={() => run('reject')}>
              Reject
            </Button>
          </div>
        )}
      </div>
      {missing && editable && <p className="text-sm text-zinc-400">{missing}</p>}
    </section>
  );
}

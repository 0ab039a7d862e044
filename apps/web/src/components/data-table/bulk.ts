import { TOAST_DURATION_MS } from '@beatmarket/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { notifyError, notifySuccess, toastError } from '../../lib/notify';
import type { ConfirmOptions } from '../dialogs/context';

export interface BulkAction {
  /** The `{action}` of `POST /{entity}/bulk/{action}`: archive, restore, publish… */
  id: string;
  label: string;
  /** Asked before the call (every destructive action asks first); `{n}` is the number of rows. */
  confirm?: Omit<ConfirmOptions, 'title'> & { title?: string };
  /** Which view offers it: restore only among archived rows, everything else among current ones. */
  view?: 'current' | 'archived' | 'both';
  /** Runs instead of `POST /{entity}/bulk/{id}` (an action with its own dialog and call); resolves to the ids done. */
  run?(ids: number[]): Promise<number[]>;
}

export const ARCHIVE_ACTION: BulkAction = {
  id: 'archive',
  label: 'Archive',
  confirm: { message: 'They leave every list; you can restore them from the archive.', danger: true },
};
export const RESTORE_ACTION: BulkAction = { id: 'restore', label: 'Restore', view: 'archived' };

export function offeredIn(a: BulkAction, archived: boolean) {
  const view = a.view ?? (a.id === 'restore' ? 'archived' : 'current');
  return view === 'both' || view === (archived ? 'archived' : 'current');
}

export interface BulkResult {
  done: number[];
  failed: { id: number; message: string }[];
}

const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

/**
 * Runs one bulk action and says what happened: a success toast for the rows done, an error toast
 * naming each row that failed and why (the server carries on past a failing row).
 */
export function useBulkAction(entity: string, onDone: (result: BulkResult) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids }: { action: BulkAction; ids: number[] }) =>
      call<BulkResult>(`/${entity}/bulk/${action.id}`, { body: { ids } }).then((r) => r.data),
    onSuccess: (result, { action }) => {
      if (result.done.length) notifySuccess(`${action.label}: ${rows(result.done.length)} done`);
      if (result.failed.length) {
        toastError(
          `${action.label}: ${rows(result.failed.length)} failed`,
          result.failed.map((f) => `#${f.id}: ${f.message}`).join('\n'),
          TOAST_DURATION_MS * 2,
        );
      }
      onDone(result);
    },
    onError: (err) => notifyError(err),
    onSettled: () => qc.invalidateQueries({ queryKey: ['records', entity] }),
  });
}

import { X } from 'lucide-react';
import { Button } from '../Button';
import { useConfirm } from '../dialogs/context';
import { useBulkAction, type BulkAction } from './bulk';

interface Props {
  entity: string;
  label: string;
  actions: BulkAction[];
  ids: number[];
  /** Rows done leave the selection; failed ones stay selected, so they can be retried. */
  onDone(done: number[]): void;
  onClear(): void;
}

/** Shown while rows are selected: how many, the screen's bulk actions, and a way to clear. */
export function BulkBar({ entity, label, actions, ids, onDone, onClear }: Props) {
  const confirm = useConfirm();
  const bulk = useBulkAction(entity, (r) => onDone(r.done));
  const run = async (action: BulkAction) => {
    if (action.confirm) {
      const ok = await confirm({
        title:
          action.confirm.title ??
          `${action.label} ${ids.length === 1 ? 'the selected row' : `${ids.length} ${label}`}?`,
        message: action.confirm.message,
        confirmLabel: action.confirm.confirmLabel ?? action.label,
        danger: action.confirm.danger,
      });
      if (!ok) return;
    }
    if (action.run) return onDone(await action.run(ids));
    bulk.mutate({ action, ids });
  };
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-2xl bg-accent-600/10 px-4 py-2 ring-1 ring-inset ring-accent-500/30"
    >
      <span className="mr-auto text-sm font-medium text-accent-300">{ids.length} selected</span>
      {actions.map((a) => (
        <Button
          key={a.id}
          size="sm"
          variant={a.confirm?.danger ? 'danger' : 'secondary'}
          busy={bulk.isPending && bulk.variables?.action.id === a.id}
          disabled={bulk.isPending}
          onClick={() => void run(a)}
        >
          {a.label}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={onClear} aria-label="Clear selection">
        <X className="size-4" aria-hidden />
      </Button>
    </div>
  );
}

import { Trash2 } from 'lucide-react';
import { Cover } from '../../components/Cover';
import { SortableItem } from '../../components/sortable/SortableItem';
import { SortableList } from '../../components/sortable/SortableList';
import type { Beat } from '../../lib/beat';

interface Props {
  beats: Beat[];
  onReorder(next: Beat[]): void;
  onRemove(beat: Beat): void;
}

/** The featured beats in their home page order, put in order by hand (SortableList). */
export function FeaturedList({ beats, onReorder, onRemove }: Props) {
  return (
    <SortableList
      items={beats}
      onReorder={onReorder}
      noun="featured beat"
      titleOf={(b) => b.full_title}
      label="Featured beats"
    >
      {(beat, position) => (
        <FeaturedRow key={beat.id} beat={beat} position={position} onRemove={() => onRemove(beat)} />
      )}
    </SortableList>
  );
}

function FeaturedRow({ beat, position, onRemove }: { beat: Beat; position: number; onRemove(): void }) {
  return (
    <SortableItem
      id={beat.id}
      testId="featured-row"
      handleLabel={`Move ${beat.full_title}, position ${position}`}
      className="flex items-center gap-3 rounded-2xl bg-zinc-900/70 p-2.5 pr-3 ring-1 ring-white/5 sm:gap-4"
    >
      <span className="w-6 text-right text-sm font-semibold tabular-nums text-zinc-500">{position}</span>
      <div className="size-12 shrink-0 overflow-hidden rounded-xl">
        <Cover beat={beat} sizes="48px" thumb />
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-white">{beat.full_title}</p>
        <p className="truncate text-sm text-zinc-400">{beat.producer_name}</p>
      </div>
      <button
        onClick={onRemove}
        aria-label={`Remove ${beat.full_title} from featured`}
        className="rounded-lg p-2 text-zinc-500 hover:bg-red-500/10 hover:text-red-300"
      >
        <Trash2 className="size-4" />
      </button>
    </SortableItem>
  );
}

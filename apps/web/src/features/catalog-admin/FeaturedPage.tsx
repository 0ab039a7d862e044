import { Star } from 'lucide-react';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { useConfirm } from '../../components/dialogs/context';
import { FeaturedList } from './FeaturedList';
import { FeatureSearch } from './FeatureSearch';
import { useFeatured, useFeaturedChanges } from './use-featured';

/** Spec §2 Featured (`/features`): the home page's featured beats, in the order the home page shows them. */
export function FeaturedPage() {
  const { data: beats, isPending } = useFeatured();
  const { reorder, add, remove } = useFeaturedChanges();
  const confirm = useConfirm();
  const list = beats ?? [];
  return (
    <section>
      <PageHeader
        title="Featured"
        subtitle="The beats the home page features, in this order. Drag a beat by its handle to move it."
      />
      <div className="max-w-3xl space-y-4">
        <FeatureSearch featured={new Set(list.map((b) => b.id))} onAdd={(beat) => add.mutate(beat.id)} />
        <div className="flex items-center justify-between px-1 text-sm text-zinc-400">
          <span>
            {list.length} featured {list.length === 1 ? 'beat' : 'beats'}
          </span>
          {(reorder.isPending || add.isPending || remove.isPending) && <Spinner className="size-4" />}
        </div>
        {isPending ? (
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        ) : list.length ? (
          <FeaturedList
            beats={list}
            onReorder={(next) => reorder.mutate(next)}
            onRemove={async (beat) => {
              const go = await confirm({
                title: 'Remove from featured?',
                message: `${beat.full_title} by ${beat.producer_name} leaves the home page's featured beats. It stays in the catalog.`,
                confirmLabel: 'Remove',
                danger: true,
              });
              if (go) remove.mutate(beat.id);
            }}
          />
        ) : (
          <EmptyState title="No featured beats yet">
            <p className="flex items-center gap-2">
              <Star className="size-4" aria-hidden /> Search above to feature a beat on the home page.
            </p>
          </EmptyState>
        )}
      </div>
    </section>
  );
}

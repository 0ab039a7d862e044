import { AudioLines } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';

// The search page's first load stays as it was: the form, its upload and its results load when asked for.
const load = () => import('./SoundsLikeSearch');
const SoundsLikeSearch = lazy(() => load().then((m) => ({ default: m.SoundsLikeSearch })));

/** "Search by sound" (issue 37 §3): a button until asked for; open at once for a beat's "More like this". */
export function SoundsLike({ search, beatId }: { search: string; beatId?: number }) {
  const [open, setOpen] = useState(beatId !== undefined);
  if (!open)
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} onPointerEnter={() => void load()}>
        <AudioLines className="size-4" aria-hidden /> Search by sound
      </Button>
    );
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <SoundsLikeSearch search={search} beatId={beatId} />
    </Suspense>
  );
}

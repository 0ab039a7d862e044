import { CircleHelp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// The header shows this button on every page; the dialog (and Radix's dialog under it) loads when asked for.
const loadDialog = () => import('./SearchHelpDialog');
const SearchHelpDialog = lazy(() => loadDialog().then((m) => ({ default: m.SearchHelpDialog })));

/** The advanced-search instructions (spec §2). */
export function SearchHelp() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="How to search"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        className="shrink-0 rounded-full p-2 text-zinc-400 hover:bg-white/5 hover:text-white"
      >
        <CircleHelp className="size-4" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchHelpDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

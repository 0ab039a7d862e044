import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

const load = () => import('./NotificationsDialog');
const NotificationsDialog = lazy(() => load().then((m) => ({ default: m.NotificationsDialog })));

/** The administrators' bell (spec §2 layout); its dialog loads on the first hover, focus or click. */
export function PushBellButton() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="Push notifications"
        title="Push notifications"
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="rounded-full p-2 text-zinc-400 hover:bg-white/5 hover:text-white"
      >
        <Bell className="size-5" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <NotificationsDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

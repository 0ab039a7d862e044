import { useBrowserPush } from './use-browser-push';

/**
 * "Notifications on this browser": any logged-in user subscribes this browser to the push
 * notifications administrators send. Where push cannot work (no server key, no browser support) it
 * says so and offers nothing (spec §7).
 */
export function PushToggle() {
  const { state, busy, error, toggle } = useBrowserPush();
  if (state === 'unavailable')
    return <p className="text-sm text-zinc-400">Notifications are not available in this browser.</p>;
  if (state === 'blocked')
    return (
      <p className="text-sm text-zinc-400">
        Notifications are blocked for this site. Allow them in your browser&apos;s site settings to receive them.
      </p>
    );
  return (
    <div className="flex flex-col gap-1.5">
      <label className="flex items-center gap-3 text-sm text-zinc-200">
        <input
          type="checkbox"
          className="size-4 accent-accent-500"
          checked={state === 'on'}
          disabled={busy || state === 'checking'}
          onChange={(e) => void toggle(e.target.checked)}
        />
        Notify me on this browser about new beats and deals
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

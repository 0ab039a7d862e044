import { useMessagingSwitch } from './use-follows';

/** On a producer's user page (administrators): may they message their followers? */
export function MessagingSwitch({ producerId }: { producerId: number }) {
  const { query, save } = useMessagingSwitch(producerId);
  if (!query.data) return null;
  const on = save.isPending && save.variables !== undefined ? save.variables : query.data.enabled;
  return (
    <label className="mt-6 flex items-center gap-3 rounded-3xl bg-zinc-900/60 p-6 text-sm text-zinc-200 ring-1 ring-white/5">
      <input
        type="checkbox"
        className="size-4 accent-accent-500"
        checked={on}
        disabled={save.isPending}
        onChange={(e) => save.mutate(e.target.checked)}
      />
      May message their followers
    </label>
  );
}

import { Send } from 'lucide-react';
import { useSendDigests } from './use-follows';

/** Administrators: send the due release digests now instead of at the daily run (decision 0106). */
export function SendDigestsButton() {
  const send = useSendDigests();
  return (
    <button
      type="button"
      className="inline-flex h-10 items-center gap-2 rounded-full bg-zinc-800 px-4 text-sm font-semibold text-zinc-100 ring-1 ring-inset ring-white/10 hover:bg-zinc-700 disabled:opacity-60"
      disabled={send.isPending}
      onClick={() => send.mutate()}
    >
      <Send className="size-4" aria-hidden />
      Send due release digests now
    </button>
  );
}

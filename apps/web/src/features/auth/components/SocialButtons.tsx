import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notifyError } from '../../../lib/notify';
import { useSupportingData } from '../../../lib/use-supporting-data';

/** Social login opens the provider in a pop-up; the pop-up reports back and closes (spec §2). */
export function SocialButtons({ onDone }: { onDone(): void }) {
  const { data } = useSupportingData();
  const qc = useQueryClient();
  const providers = data?.social_providers ?? [];

  useEffect(() => {
    const handle = (data: { type?: string; error?: string } | undefined) => {
      if (data?.type !== 'oauth') return;
      if (data.error) return notifyError(null, { header: 'Authentication Failed!', message: data.error });
      void qc.invalidateQueries({ queryKey: ['profile'] }).then(onDone);
    };
    const onMessage = (e: MessageEvent<{ type?: string; error?: string }>) =>
      e.origin === window.location.origin && handle(e.data);
    // The pop-up falls back to a broadcast when its provider severed window.opener.
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('beatmarket-oauth');
    if (channel) channel.onmessage = (e: MessageEvent<{ type?: string; error?: string }>) => handle(e.data);
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, [qc, onDone]);

  if (!providers.length) return null;
  const cols = Math.max(1, Math.floor(12 / providers.length));
  return (
    <div className="mb-5">
      <div className="grid gap-2" style={{ gridTemplateColumns: `repeat(12, minmax(0, 1fr))` }}>
        {providers.map((p) => (
          <button
            key={p.id}
            type="button"
            style={{ gridColumn: `span ${cols} / span ${cols}` }}
            className="h-10 rounded-full bg-white/5 text-sm font-semibold text-zinc-100 ring-1 ring-inset ring-white/10 hover:bg-white/10"
            onClick={() => window.open(`/oauth/${p.id}`, 'beatmarket-oauth', 'width=548,height=640')}
          >
            Continue with {p.name}
          </button>
        ))}
      </div>
      <p className="mt-4 text-center text-xs uppercase tracking-widest text-zinc-400">or with your email</p>
    </div>
  );
}

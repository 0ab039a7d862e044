import { clsx } from 'clsx';
import { Check, UserCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useProfile } from '../../lib/auth/use-profile';
import { useRequireLogin } from '../../lib/auth/use-require-login';
import { useFollow, useFollowState } from './use-follows';

const pill =
  'inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 ring-inset disabled:opacity-60';

/**
 * The player's follow toggle: an icon, following without the digest (the full button on the producer and
 * beat pages offers it).
 */
function FollowIcon({
  name,
  following,
  follow,
  gated,
}: {
  name: string;
  following: boolean;
  follow: ReturnType<typeof useFollow>;
  gated: ReturnType<typeof useRequireLogin>;
}) {
  const Icon = following ? UserCheck : UserPlus;
  return (
    <button
      type="button"
      aria-pressed={following}
      aria-label={following ? `Following ${name}: unfollow` : `Follow ${name}`}
      title={following ? `Following ${name}` : `Follow ${name}`}
      disabled={follow.isPending}
      onClick={following ? () => follow.mutate(null) : gated(() => follow.mutate({ digest: false }))}
      className={clsx('rounded-full p-2 hover:text-white', following ? 'text-accent-300' : 'text-zinc-300')}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}

/**
 * Follow a producer (issue 38 §2): the count for everyone; signed-in users follow, and choose whether
 * their new beats come in the daily digest mail (unticked until they say yes). Visitors log in first.
 */
export function FollowButton({ producerId, name, compact }: { producerId: number; name: string; compact?: boolean }) {
  const { data: profile } = useProfile();
  const state = useFollowState(producerId);
  const follow = useFollow(producerId);
  const gated = useRequireLogin();
  const [digest, setDigest] = useState(false);
  const s = state.data;
  if (!s) return null;
  const own = profile?.id === producerId;
  if (compact) return own ? null : <FollowIcon name={name} following={s.following} follow={follow} gated={gated} />;
  const count = `${s.followers} ${s.followers === 1 ? 'follower' : 'followers'}`;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-zinc-300">
      <span data-testid="follower-count">{count}</span>
      {!own && !s.following && (
        <>
          <button
            type="button"
            className={clsx(pill, 'bg-accent-600 text-white ring-transparent hover:bg-accent-700')}
            disabled={follow.isPending}
            onClick={gated(() => follow.mutate({ digest }))}
          >
            <UserPlus className="size-4" aria-hidden />
            Follow {name}
          </button>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-accent-500"
              checked={digest}
              onChange={(e) => setDigest(e.target.checked)}
            />
            Mail me their new beats (daily digest)
          </label>
        </>
      )}
      {!own && s.following && (
        <>
          <button
            type="button"
            aria-pressed
            aria-label={`Following ${name}: unfollow`}
            className={clsx(pill, 'bg-zinc-800 text-zinc-100 ring-white/10 hover:bg-zinc-700')}
            disabled={follow.isPending}
            onClick={() => follow.mutate(null)}
          >
            <Check className="size-4" aria-hidden />
            Following
          </button>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-accent-500"
              checked={follow.isPending && follow.variables ? follow.variables.digest === true : s.digest}
              disabled={follow.isPending}
              onChange={(e) => follow.mutate({ digest: e.target.checked })}
            />
            Daily digest of their new beats
          </label>
        </>
      )}
    </div>
  );
}

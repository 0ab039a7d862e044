import { z } from 'zod';
import { usePreference } from '../../../lib/use-preference';

/**
 * The switch over every release digest (decision 0106): a producer's new beats come by mail only if the
 * follower asked for them on that producer's page and this is on. Off here stops them all at once.
 */
export function DigestPreference() {
  const [on, setOn, { loading }] = usePreference('mail:release-digest', true, z.boolean());
  return (
    <label className="flex items-center gap-3 text-sm text-zinc-200">
      <input
        type="checkbox"
        className="size-4 accent-accent-500"
        checked={on}
        disabled={loading}
        onChange={(e) => setOn(e.target.checked)}
      />
      Mail me the daily digest of new beats from producers I follow (where I asked for it)
    </label>
  );
}

import { Share2 } from 'lucide-react';
import { lazy } from 'react';
import { DeferredMenu } from '../../../components/DeferredMenu';
import type { Beat } from '../../../lib/beat';

const load = () => import('./ShareDropdown');
const ShareDropdown = lazy(() => load().then((m) => ({ default: m.ShareDropdown })));
const triggerClass = 'rounded-full p-2 text-zinc-300 hover:bg-white/10 hover:text-white';

/** Share (spec §2, §5, §7): email, copy, facebook, twitter; the short link /beat/{id} uses this site's host. */
export function ShareMenu({ beat }: { beat: Beat }) {
  return (
    <DeferredMenu
      label={`Share ${beat.title}`}
      className={triggerClass}
      preload={() => void load()}
      menu={<ShareDropdown beat={beat} triggerClass={triggerClass} />}
    >
      <Share2 className="size-4" />
    </DeferredMenu>
  );
}

import * as Dropdown from '@radix-ui/react-dropdown-menu';
import { Share2 } from 'lucide-react';
import { isAdmin, SHARE_POPUP } from '@beatmarket/shared';
import { useProfile } from '../../../lib/auth/use-profile';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { recordStat } from '../../../lib/beat-stats';
import { useSupportingData } from '../../../lib/use-supporting-data';
import type { Beat } from '../../../lib/beat';

const item =
  'block w-full rounded-lg px-3 py-2 text-left text-sm text-zinc-200 outline-none hover:bg-white/5 focus:bg-white/10';

/** The share menu itself, loaded when its button is first pressed (ShareMenu), and then open. */
export function ShareDropdown({ beat, triggerClass }: { beat: Beat; triggerClass: string }) {
  const { data: profile } = useProfile();
  const url = `${window.location.origin}/beat/${beat.id}`;
  // Administrators also share the download pages of a beat with a token; those copy and record no stat.
  const downloads =
    isAdmin(profile?.role) && beat.token
      ? (
          [
            ['Trackouts', ''],
            ['MP3', '/mp3'],
            ['WAV', '/wav'],
          ] as const
        ).map(([label, suffix]) => [label, `${window.location.origin}/dt/${beat.token}${suffix}`] as const)
      : [];
  // The store's share caption (a setting administrators edit) leads the shared text.
  const caption = String(useSupportingData().data?.settings.social_share_caption ?? '').trim();
  const text = `${caption ? `${caption}: ` : ''}${beat.full_title} by ${beat.producer_name}`;
  const popup = (href: string, provider: string) => {
    recordStat(beat.id, `shared_${provider}`);
    window.open(href, 'share', `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height}`);
  };
  const copy = async (href = url, stat: string | null = 'shared_link') => {
    try {
      await navigator.clipboard.writeText(href);
      if (stat) recordStat(beat.id, stat);
      notifySuccess('URL copied to the clipboard!');
    } catch {
      notifyError(null, { message: 'Could not copy to the clipboard' });
    }
  };
  return (
    <Dropdown.Root modal={false} defaultOpen>
      <Dropdown.Trigger aria-label={`Share ${beat.title}`} className={triggerClass}>
        <Share2 className="size-4" />
      </Dropdown.Trigger>
      <Dropdown.Portal>
        <Dropdown.Content
          sideOffset={6}
          align="end"
          className="z-50 min-w-44 rounded-2xl bg-zinc-900 p-1.5 shadow-2xl ring-1 ring-white/10"
        >
          <Dropdown.Item className={item} onSelect={() => void copy()}>
            Copy link
          </Dropdown.Item>
          <Dropdown.Item
            className={item}
            onSelect={() => {
              recordStat(beat.id, 'shared_email');
              window.location.href = `mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(url)}`;
            }}
          >
            Email
          </Dropdown.Item>
          <Dropdown.Item
            className={item}
            onSelect={() =>
              popup(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`, 'facebook')
            }
          >
            Facebook
          </Dropdown.Item>
          <Dropdown.Item
            className={item}
            onSelect={() =>
              popup(
                `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
                'twitter',
              )
            }
          >
            Twitter
          </Dropdown.Item>
          {downloads.map(([label, href]) => (
            <Dropdown.Item key={label} className={item} onSelect={() => void copy(href, null)}>
              {label}
            </Dropdown.Item>
          ))}
        </Dropdown.Content>
      </Dropdown.Portal>
    </Dropdown.Root>
  );
}

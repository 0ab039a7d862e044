import type { PublicMenuItem } from '@beatmarket/shared';
import { ChevronDown } from 'lucide-react';
import { lazy } from 'react';
import { Link } from 'react-router';
import { DeferredMenu } from '../../components/DeferredMenu';
import { itemClass } from './menu-classes';

function Leaf({ item, onContact }: { item: PublicMenuItem; onContact(): void }) {
  if (item.action === 'contact') {
    return (
      <button type="button" className={itemClass} onClick={onContact}>
        {item.label}
      </button>
    );
  }
  if (!item.path) return <span className={`${itemClass} cursor-default text-zinc-400`}>{item.label}</span>;
  return (
    <Link className={itemClass} to={item.path}>
      {item.label}
    </Link>
  );
}

const loadGroup = () => import('./PublicMenuGroup');
const GroupDropdown = lazy(() => loadGroup().then((m) => ({ default: m.PublicMenuGroup })));
const triggerClass =
  'inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-zinc-300 outline-none hover:text-white data-[state=open]:text-white';

/** A group of the menu: its dropdown loads when first opened (DeferredMenu). */
function Group({ label, items, onContact }: { label: string; items: PublicMenuItem[]; onContact(): void }) {
  return (
    <DeferredMenu
      className={triggerClass}
      preload={() => void loadGroup()}
      menu={<GroupDropdown label={label} items={items} onContact={onContact} triggerClass={triggerClass} />}
    >
      {label} <ChevronDown className="size-3.5" aria-hidden />
    </DeferredMenu>
  );
}

/**
 * The public menu, built from settings in their sorted order. Administrators do not get the main
 * public menu; they reach the same entries through a More dropdown (spec §2).
 */
export function PublicMenu({
  items,
  admin,
  onContact,
}: {
  items: PublicMenuItem[];
  admin: boolean;
  onContact(): void;
}) {
  if (admin) {
    const flat = items.flatMap((i) => (i.children ? i.children : [i]));
    return (
      <nav aria-label="Public menu" className="flex items-center">
        <Group label="More" items={flat} onContact={onContact} />
      </nav>
    );
  }
  return (
    <nav aria-label="Public menu" className="flex flex-wrap items-center">
      {items.map((item) =>
        item.children ? (
          <Group key={item.id} label={item.label} items={item.children} onContact={onContact} />
        ) : (
          <Leaf key={item.id} item={item} onContact={onContact} />
        ),
      )}
    </nav>
  );
}

import type { PublicMenuItem } from '@beatmarket/shared';
import * as Dropdown from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';

const itemClass = 'block rounded-lg px-3 py-2 text-sm text-zinc-200 outline-none hover:bg-white/5 focus:bg-white/10';

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

function Group({ label, items, onContact }: { label: string; items: PublicMenuItem[]; onContact(): void }) {
  return (
    <Dropdown.Root modal={false}>
      <Dropdown.Trigger className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-zinc-300 outline-none hover:text-white data-[state=open]:text-white">
        {label} <ChevronDown className="size-3.5" aria-hidden />
      </Dropdown.Trigger>
      <Dropdown.Portal>
        <Dropdown.Content
          sideOffset={6}
          className="z-50 min-w-52 rounded-2xl bg-zinc-900 p-1.5 shadow-2xl ring-1 ring-white/10"
        >
          {items.map((child) => (
            <Dropdown.Item key={child.id} asChild onSelect={child.action === 'contact' ? onContact : undefined}>
              {child.action === 'contact' || !child.path ? (
                <span className={itemClass}>{child.label}</span>
              ) : (
                <Link className={itemClass} to={child.path}>
                  {child.label}
                </Link>
              )}
            </Dropdown.Item>
          ))}
        </Dropdown.Content>
      </Dropdown.Portal>
    </Dropdown.Root>
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

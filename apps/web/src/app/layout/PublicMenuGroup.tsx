import type { PublicMenuItem } from '@beatmarket/shared';
import * as Dropdown from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { itemClass } from './menu-classes';

/** One group's dropdown, loaded when its button is first pressed (PublicMenu), and then open. */
export function PublicMenuGroup({
  label,
  items,
  onContact,
  triggerClass,
}: {
  label: string;
  items: PublicMenuItem[];
  onContact(): void;
  triggerClass: string;
}) {
  return (
    <Dropdown.Root modal={false} defaultOpen>
      <Dropdown.Trigger className={triggerClass}>
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

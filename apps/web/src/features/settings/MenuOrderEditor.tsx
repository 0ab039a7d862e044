import { MAX_EXTRA_MENU_ITEMS, type SettingsView } from '@beatmarket/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../components/Button';
import { SortableItem } from '../../components/sortable/SortableItem';
import { SortableList } from '../../components/sortable/SortableList';
import { TextField } from '../../components/TextField';
import type { SettingsForm } from './form-parts';

type Group = SettingsView['menu_groups'][number];

const newId = () => `x-${Math.random().toString(36).slice(2, 10)}`;

/**
 * The public menu in the order visitors see it, put in order as every hand-ordered list is
 * (SortableList). Extra items (a label and a path of this site or an https address) are edited in place.
 */
export function MenuOrderEditor({ form, groups }: { form: SettingsForm; groups: Group[] }) {
  const order = useWatch({ control: form.control, name: 'public_menu_order' });
  const extras = useFieldArray({ control: form.control, name: 'public_menu_extra', keyName: 'key' });
  // fields keep the values they were added with; the labels typed since are read live.
  const extraValues = useWatch({ control: form.control, name: 'public_menu_extra' });
  const setOrder = (next: string[]) => form.setValue('public_menu_order', next, { shouldDirty: true });
  const add = () => {
    const id = newId();
    extras.append({ id, label: '', path: '' }, { shouldFocus: false });
    setOrder([...order, id]);
  };
  const remove = (id: string) => {
    extras.remove(extras.fields.findIndex((f) => f.id === id));
    setOrder(order.filter((x) => x !== id));
  };
  const labelOf = (id: string) =>
    groups.find((g) => g.id === id)?.label ?? extraValues.find((e) => e.id === id)?.label ?? 'the new item';
  const orderError = form.formState.errors.public_menu_order?.message;

  return (
    <div className="flex flex-col gap-3">
      <SortableList
        items={order.map((id) => ({ id }))}
        onReorder={(next) => setOrder(next.map((item) => item.id))}
        noun="menu item"
        titleOf={(item) => labelOf(item.id)}
        label="Public menu order"
      >
        {({ id }, position) => {
          const group = groups.find((g) => g.id === id);
          const extraIndex = extras.fields.findIndex((f) => f.id === id);
          if (!group && extraIndex === -1) return null;
          return (
            <MenuRow key={id} id={id} position={position} label={group?.label ?? extraValues[extraIndex]?.label ?? ''}>
              {group ? (
                <GroupSummary group={group} />
              ) : (
                <ExtraFields form={form} index={extraIndex} onRemove={() => remove(id)} />
              )}
            </MenuRow>
          );
        }}
      </SortableList>
      {orderError && <p className="text-xs text-red-400">{orderError}</p>}
      {form.formState.errors.public_menu_extra?.message && (
        <p className="text-xs text-red-400">{form.formState.errors.public_menu_extra.message}</p>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={add}
        disabled={extras.fields.length >= MAX_EXTRA_MENU_ITEMS}
      >
        <Plus className="size-4" aria-hidden /> Add menu item
      </Button>
    </div>
  );
}

function MenuRow({
  id,
  position,
  label,
  children,
}: {
  id: string;
  position: number;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <SortableItem
      id={id}
      testId="menu-row"
      handleLabel={`Move ${label || 'new item'}, position ${position}`}
      className="flex items-start gap-2 rounded-2xl bg-zinc-950/60 p-2.5 ring-1 ring-white/5 sm:gap-3"
      handleClassName="mt-0.5"
    >
      <span className="mt-2 w-5 shrink-0 text-right text-sm font-semibold tabular-nums text-zinc-500">{position}</span>
      <div className="min-w-0 flex-1">{children}</div>
    </SortableItem>
  );
}

function GroupSummary({ group }: { group: Group }) {
  return (
    <div className="py-1.5">
      <p className="font-semibold text-white">{group.label}</p>
      <p className="truncate text-xs text-zinc-400">
        {group.children.length ? group.children.join(' · ') : 'Single link'}
      </p>
    </div>
  );
}

function ExtraFields({ form, index, onRemove }: { form: SettingsForm; index: number; onRemove(): void }) {
  const errors = form.formState.errors.public_menu_extra?.[index];
  return (
    <div className="flex items-start gap-2">
      <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-[12rem_1fr]">
        <TextField
          label="Label"
          placeholder="Blog"
          error={errors?.label?.message}
          {...form.register(`public_menu_extra.${index}.label`)}
        />
        <TextField
          label="Path or address"
          placeholder="/page/blog or https://…"
          error={errors?.path?.message ?? errors?.id?.message}
          {...form.register(`public_menu_extra.${index}.path`)}
        />
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove menu item ${index + 1}`}
        className="mt-7 rounded-lg p-2 text-zinc-500 hover:bg-red-500/10 hover:text-red-300"
      >
        <Trash2 className="size-4" />
      </button>
    </div>
  );
}

import { autosuggestToken } from '@beatmarket/shared';
import { useId, useState, type InputHTMLAttributes } from 'react';
import { useAutosuggest } from '../api/use-autosuggest';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string;
  onValueChange(value: string): void;
}

/** The search box with autosuggest (spec §2, §5): a combobox over the last @ or # token. */
export function SearchInput({ value, onValueChange, className, ...rest }: Props) {
  const listId = useId();
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const { data } = useAutosuggest(value);
  const choices = autosuggestToken(value) && dismissed !== value ? (data ?? []) : [];
  const open = choices.length > 0;

  const choose = (choiceValue: string) => {
    const cut = value.search(/\S+$/);
    onValueChange(`${value.slice(0, cut)}${choiceValue} `);
    setActive(-1);
  };

  return (
    <div className="relative min-w-0 flex-1">
      <input
        {...rest}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(e) => {
          setActive(-1);
          setDismissed(null);
          onValueChange(e.target.value);
        }}
        onKeyDown={(e) => {
          if (!open) return;
          if (e.key === 'ArrowDown') setActive((a) => (a + 1) % choices.length);
          else if (e.key === 'ArrowUp') setActive((a) => (a <= 0 ? choices.length - 1 : a - 1));
          else if (e.key === 'Escape') setDismissed(value);
          else if (e.key === 'Enter' && active >= 0) choose(choices[active]!.value);
          else return;
          e.preventDefault();
        }}
        className={className}
      />
      {open && (
        <ul id={listId} role="listbox" className="absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-2xl bg-zinc-900 p-1.5 shadow-2xl ring-1 ring-white/10">
          {choices.map((c, i) => (
            <li
              key={c.value}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(c.value);
              }}
              className={`cursor-pointer rounded-xl px-3 py-2 text-sm ${i === active ? 'bg-white/10 text-white' : 'text-zinc-200 hover:bg-white/5'}`}
            >
              {c.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import type { AutosuggestChoice } from '@beatmarket/shared';
import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string;
  onValueChange(value: string): void;
  choices: AutosuggestChoice[];
  onChoose(choice: AutosuggestChoice): void;
  /** The suggestions for the text now in the box came back empty: the list says so (spec §8). */
  noResults?: boolean;
}

const LIST =
  'absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-2xl bg-zinc-900 shadow-2xl ring-1 ring-white/10';

/** A text input with a suggestion list: arrows move, Enter chooses, Escape closes until the text changes. */
export function Combobox({ value, onValueChange, choices, onChoose, noResults, className, onKeyDown, ...rest }: Props) {
  const listId = useId();
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const shown = dismissed !== value ? choices : [];
  const open = shown.length > 0;
  const empty = !open && noResults === true && dismissed !== value;

  const choose = (c: AutosuggestChoice) => {
    onChoose(c);
    setActive(-1);
  };

  // Text typed into a server-rendered box before the app adopted the page (decision 0042) is in the box but
  // not in `value`: React keeps the box's text and fires no change for it, so Enter would have searched for
  // nothing. It is handed over once, as if typed now.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const early = input.current?.value;
    if (early && early !== value) onValueChange(early);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with what the server's box holds
  }, []);

  return (
    <div className="relative min-w-0 flex-1">
      <input
        {...rest}
        ref={input}
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
          if (empty && e.key === 'Escape') return setDismissed(value);
          // The list takes the keys it uses; the rest go to the caller (e.g. Enter to add what was typed).
          if (!open) return onKeyDown?.(e);
          if (e.key === 'ArrowDown') setActive((a) => (a + 1) % shown.length);
          else if (e.key === 'ArrowUp') setActive((a) => (a <= 0 ? shown.length - 1 : a - 1));
          else if (e.key === 'Escape') setDismissed(value);
          else if (e.key === 'Enter' && active >= 0) choose(shown[active]!);
          else return onKeyDown?.(e);
          e.preventDefault();
        }}
        className={className}
      />
      {empty && (
        <p role="status" className={`${LIST} px-4 py-3 text-sm text-zinc-400`}>
          No results found...
        </p>
      )}
      {open && (
        <ul id={listId} role="listbox" className={`${LIST} p-1.5`}>
          {shown.map((c, i) => (
            <li
              key={c.value}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(c);
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

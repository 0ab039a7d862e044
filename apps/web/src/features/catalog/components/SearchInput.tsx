import { autosuggestToken } from '@beatmarket/shared';
import { useState, type InputHTMLAttributes } from 'react';
import { Combobox } from '../../../components/Combobox';
import { useAutosuggest } from '../../../lib/use-autosuggest';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string;
  onValueChange(value: string): void;
  /** Called with the completed text when a suggestion is picked (the home box searches at once). */
  onPick?(value: string): void;
}

/**
 * The search box with autosuggest (spec §2, §5): a combobox over the last @ or # token, used by the
 * header and the home page. It suggests only for what the user typed: a value that arrives from the
 * address (a tag chip, a shared search link) must not open a list over the page.
 */
export function SearchInput({ value, onValueChange, onPick, onKeyDown, onBlur, ...rest }: Props) {
  const [typed, setTyped] = useState<string | null>(null);
  const own = typed === value ? value : '';
  const { data, noResults } = useAutosuggest(own);
  const choices = autosuggestToken(own) ? (data ?? []) : [];
  const change = (next: string) => {
    setTyped(next);
    onValueChange(next);
  };
  return (
    <Combobox
      {...rest}
      value={value}
      onValueChange={change}
      choices={choices}
      noResults={noResults}
      onChoose={(c) => {
        const next = `${value.slice(0, value.search(/\S+$/))}${c.value} `;
        change(next);
        onPick?.(next);
      }}
      // Submitting or leaving the box closes the list; it comes back with the next keystroke.
      onKeyDown={(e) => {
        if (e.key === 'Enter') setTyped(null);
        onKeyDown?.(e);
      }}
      onBlur={(e) => {
        setTyped(null);
        onBlur?.(e);
      }}
    />
  );
}

import { autosuggestToken } from '@beatmarket/shared';
import type { InputHTMLAttributes } from 'react';
import { Combobox } from '../../../components/Combobox';
import { useAutosuggest } from '../api/use-autosuggest';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string;
  onValueChange(value: string): void;
}

/** The search box with autosuggest (spec §2, §5): a combobox over the last @ or # token. */
export function SearchInput({ value, onValueChange, ...rest }: Props) {
  const { data } = useAutosuggest(value);
  const choices = autosuggestToken(value) ? (data ?? []) : [];
  return (
    <Combobox
      {...rest}
      value={value}
      onValueChange={onValueChange}
      choices={choices}
      onChoose={(c) => onValueChange(`${value.slice(0, value.search(/\S+$/))}${c.value} `)}
    />
  );
}

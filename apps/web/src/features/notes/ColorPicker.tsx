import { POST_IT_COLORS, type PostItColor } from '@beatmarket/shared';
import { clsx } from 'clsx';
import { NOTE_SWATCH } from './note-colors';

/** The note colours as a radio group of swatches. */
export function ColorPicker({
  value,
  onChange,
  label,
  disabled,
}: {
  value: PostItColor;
  onChange(color: PostItColor): void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="flex items-center gap-1.5">
      {POST_IT_COLORS.map((color) => (
        <button
          key={color}
          type="button"
          role="radio"
          aria-checked={value === color}
          aria-label={color}
          disabled={disabled}
          onClick={() => onChange(color)}
          className={clsx(
            'size-5 rounded-full ring-offset-2 ring-offset-zinc-900 transition disabled:opacity-50',
            NOTE_SWATCH[color],
            value === color ? 'ring-2 ring-white' : 'opacity-60 hover:opacity-100',
          )}
        />
      ))}
    </div>
  );
}

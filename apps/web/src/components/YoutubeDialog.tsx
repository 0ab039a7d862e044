import { youtubeVideoId } from '@beatmarket/shared';
import { useState, type FormEvent } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import { TextField } from './TextField';

export interface YoutubeChoice {
  url: string;
  width?: number;
  height?: number;
}

const SIZE = { width: [200, 1920], height: [120, 1080] } as const;

/** An optional whole number of pixels within the field's bounds: undefined when empty. */
function pixels(raw: string, [min, max]: readonly [number, number]): number | undefined | string {
  const v = raw.trim();
  if (!v) return undefined;
  if (!/^\d+$/.test(v)) return 'A whole number of pixels';
  const n = Number(v);
  return n < min || n > max ? `Between ${min} and ${max}` : n;
}

/**
 * The editor's video dialog (spec §5): a YouTube address and an optional size. Empty width and height
 * (the default) give a player that fills the text's width at 16:9; one side alone gets the other at 16:9.
 */
export function YoutubeDialog({ onDone }: { onDone(choice: YoutubeChoice | null): void }) {
  const [url, setUrl] = useState('');
  const [width, setWidth] = useState('');
  const [height, setHeight] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'url' | 'width' | 'height', string>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const w = pixels(width, SIZE.width);
    const h = pixels(height, SIZE.height);
    const next = {
      url: youtubeVideoId(url)
        ? undefined
        : url.trim()
          ? 'That is not a YouTube video address.'
          : 'This field is required',
      width: typeof w === 'string' ? w : undefined,
      height: typeof h === 'string' ? h : undefined,
    };
    setErrors(next);
    if (next.url || next.width || next.height) return;
    onDone({
      url: url.trim(),
      ...(typeof w === 'number' ? { width: w } : {}),
      ...(typeof h === 'number' ? { height: h } : {}),
    });
  };

  return (
    <Modal open onOpenChange={(open) => !open && onDone(null)} title="Add a YouTube video" size="sm">
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label="YouTube address"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={errors.url}
          hint="A watch, youtu.be or shorts address."
          autoFocus
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Width (px)"
            inputMode="numeric"
            value={width}
            onChange={(e) => setWidth(e.target.value)}
            error={errors.width}
          />
          <TextField
            label="Height (px)"
            inputMode="numeric"
            value={height}
            onChange={(e) => setHeight(e.target.value)}
            error={errors.height}
          />
        </div>
        <p className="text-xs text-zinc-400">
          Leave both sizes empty for a player that fills the width at 16:9; with one, the other follows at 16:9.
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onDone(null)}>
            Cancel
          </Button>
          <Button type="submit">Add video</Button>
        </div>
      </form>
    </Modal>
  );
}

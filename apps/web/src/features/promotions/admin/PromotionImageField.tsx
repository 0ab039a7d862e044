import { ImagePlus } from 'lucide-react';
import { forwardRef, useRef, useState, type InputHTMLAttributes } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { uploadContentImage } from '../../../lib/upload-content-image';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  value: string;
  error?: string;
  /** Called with the uploaded image's address, which then fills the field. */
  onUploaded(src: string): void;
};

/**
 * The popup's image: an address typed in, or a file uploaded through the content-image slots (checked and
 * stored in its responsive widths by the server), with a preview of what the ad will show.
 */
export const PromotionImageField = forwardRef<HTMLInputElement, Props>(function PromotionImageField(
  { value, error, onUploaded, ...field },
  ref,
) {
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (chosen: File) => {
    setBusy(true);
    setProblem(null);
    try {
      onUploaded((await uploadContentImage(chosen)).src);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <TextField
        ref={ref}
        label="Image address (optional)"
        placeholder="https://… or /media/…"
        error={error ?? problem ?? undefined}
        {...field}
      />
      <div className="flex flex-wrap items-center gap-3">
        {value && !error && (
          <img
            src={value}
            alt="The popup's image"
            className="max-h-32 w-fit max-w-full rounded-xl object-contain ring-1 ring-white/10"
          />
        )}
        <Button variant="secondary" size="sm" busy={busy} onClick={() => file.current?.click()}>
          <ImagePlus className="size-4" aria-hidden /> {value ? 'Upload another image' : 'Upload an image'}
        </Button>
        <input
          ref={file}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          aria-label="Popup image file"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            if (chosen) void upload(chosen);
          }}
        />
      </div>
    </div>
  );
});

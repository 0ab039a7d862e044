import { responsiveVariant } from '@beatmarket/shared';
import { ImagePlus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { uploadFile, UploadFailure } from '../../../lib/direct-upload';

/** The slide's image: a 16:9 preview (as the carousel crops it), upload with progress, remove. */
export function SlideImageField({ value, onChange }: { value: string; onChange(url: string): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<{ header: string; message: string } | null>(null);
  const start = async (file: File) => {
    setProblem(null);
    setProgress(0);
    try {
      onChange((await uploadFile<{ image_url: string }>(file, { purpose: 'slide' }, setProgress)).image_url);
    } catch (err) {
      setProblem(
        err instanceof UploadFailure
          ? { header: err.header, message: err.message }
          : { header: 'Upload Error (2)', message: 'Sorry, that upload could not be completed.' },
      );
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-zinc-300">Image</span>
      <div className="relative aspect-video w-full max-w-xl overflow-hidden rounded-2xl bg-gradient-to-br from-accent-700/60 via-zinc-800 to-zinc-900 ring-1 ring-white/10">
        {value && (
          <img src={responsiveVariant(value, 840)} alt="The slide's image" className="size-full object-cover" />
        )}
        {progress !== null && (
          <div
            className="absolute inset-x-0 bottom-0 h-1.5 bg-black/40"
            role="progressbar"
            aria-label="Uploading"
            aria-valuenow={Math.round(progress * 100)}
          >
            <div className="h-full bg-accent-400" style={{ width: `${progress * 100}%` }} />
          </div>
        )}
      </div>
      <p className="text-xs text-zinc-400">
        JPEG, PNG or WebP; cropped to 16:9 and stored in every width the carousel asks for.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" busy={progress !== null} onClick={() => input.current?.click()}>
          <ImagePlus className="size-4" aria-hidden /> {value ? 'Replace image' : 'Upload image'}
        </Button>
        {value && (
          <Button variant="ghost" size="sm" onClick={() => onChange('')}>
            <X className="size-4" aria-hidden /> Remove image
          </Button>
        )}
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          aria-label="Slide image file"
          data-testid="slide-image-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void start(file);
          }}
        />
      </div>
      {problem && (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-xl bg-red-500/10 p-3 text-sm text-red-200 ring-1 ring-red-500/30"
        >
          <p>
            <strong className="block">{problem.header}</strong>
            {problem.message}
          </p>
          <button
            type="button"
            aria-label="Dismiss"
            onClick={() => setProblem(null)}
            className="text-red-300 hover:text-white"
          >
            <X className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}

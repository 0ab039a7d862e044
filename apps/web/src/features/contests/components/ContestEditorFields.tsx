import { Plus, Upload, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { uploadFile, UploadFailure } from '../../../lib/direct-upload';
import type { ContestFormValues, PrizeRow } from './contest-form-values';
import { PrizeValueField } from './PrizeValueField';

/** The stems or beat to download: a ZIP, WAV or MP3 uploaded straight to storage. */
export function ContestFileField({
  name,
  error,
  onUploaded,
}: {
  name: string;
  error: string | undefined;
  onUploaded(token: string, name: string): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const start = async (file: File) => {
    setProblem(null);
    setProgress(0);
    try {
      const done = await uploadFile<{ file_token: string }>(file, { purpose: 'contest_file' }, setProgress);
      onUploaded(done.file_token, file.name);
    } catch (err) {
      setProblem(err instanceof UploadFailure ? err.message : 'Sorry, that upload could not be completed.');
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-zinc-300">Stems or beat to download</span>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" busy={progress !== null} onClick={() => input.current?.click()}>
          <Upload className="size-4" aria-hidden /> {name ? 'Replace file' : 'Upload file'}
        </Button>
        <span className="text-sm text-zinc-300">{name || 'No file yet'}</span>
      </div>
      <input
        ref={input}
        type="file"
        accept=".zip,.wav,.mp3,application/zip,audio/wav,audio/mpeg"
        className="sr-only"
        aria-label="Contest file"
        data-testid="contest-file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void start(file);
        }}
      />
      <p className="text-xs text-zinc-400">ZIP, WAV or MP3. Signed-in visitors download it by a signed link.</p>
      {(problem ?? error) && <p className="text-xs text-red-400">{problem ?? error}</p>}
    </div>
  );
}

/** The prizes: a line of text, then one prize per place (cash in dollars, a percent-off coupon, or a feature). */
export function PrizeRows({
  values,
  errors,
  onText,
  onPrizes,
}: {
  values: ContestFormValues;
  errors: Partial<Record<string, string>>;
  onText(v: string): void;
  onPrizes(p: PrizeRow[]): void;
}) {
  const change = (i: number, row: Partial<PrizeRow>) =>
    onPrizes(values.prizes.map((p, j) => (j === i ? { ...p, ...row } : p)));
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl p-4 ring-1 ring-white/10">
      <legend className="px-1 text-sm font-medium text-zinc-300">Prizes</legend>
      <TextField
        label="Prizes in words"
        maxLength={2000}
        value={values.prizes_text}
        error={errors.prizes_text}
        onChange={(e) => onText(e.target.value)}
      />
      {values.prizes.map((p, i) => {
        const error =
          errors[`prizes.${i}.amount`] ?? errors[`prizes.${i}.percent_off`] ?? errors[`prizes.${i}.beat_id`];
        return (
          <div key={i} className="flex flex-wrap items-end gap-3">
            <span className="pb-3 text-sm text-zinc-300">Place {i + 1}</span>
            <select
              value={p.kind}
              onChange={(e) => change(i, { kind: e.target.value as PrizeRow['kind'], value: '' })}
              className="h-11 rounded-xl bg-zinc-900 px-3 text-zinc-100 ring-1 ring-inset ring-white/10"
              aria-label={`Prize ${i + 1} kind`}
            >
              <option value="cash">Cash (paid out)</option>
              <option value="coupon">Coupon (% off)</option>
              <option value="feature">Artist feature</option>
            </select>
            <PrizeValueField place={i + 1} row={p} error={error} onChange={(value) => change(i, { value })} />
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove prize ${i + 1}`}
              onClick={() => onPrizes(values.prizes.filter((_, j) => j !== i))}
            >
              <X className="size-4" aria-hidden />
            </Button>
          </div>
        );
      })}
      {errors.prizes && <p className="text-xs text-red-400">{errors.prizes}</p>}
      <div>
        <Button variant="secondary" size="sm" onClick={() => onPrizes([...values.prizes, { kind: 'cash', value: '' }])}>
          <Plus className="size-4" aria-hidden /> Add a place
        </Button>
      </div>
    </fieldset>
  );
}

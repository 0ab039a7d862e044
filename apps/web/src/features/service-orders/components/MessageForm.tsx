import { serviceMessageSchema } from '@beatmarket/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { TextAreaField } from '../../../components/TextAreaField';
import { UploadFailure } from '../../../lib/direct-upload';
import { notifyError } from '../../../lib/notify';
import { useServiceStep } from '../api/service-orders';
import { FilesField, uploadAll } from './FilesField';
import { placeServerErrors } from './form-values';

const COPY = {
  messages: { label: 'Message', submit: 'Send' },
  deliver: { label: 'Notes on this version', submit: 'Deliver version' },
  revision: { label: 'What should change?', submit: 'Ask for a revision' },
} as const;

/**
 * A message, a version (the seller's, with at least one file) or a revision request: text and files. The
 * buyer's files go up as `service_brief`, the seller's as `service_delivery`.
 */
export function MessageForm({
  orderId,
  step,
  seller,
  onDone,
}: {
  orderId: number;
  step: keyof typeof COPY;
  seller: boolean;
  onDone?(): void;
}) {
  const send = useServiceStep(orderId, step);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ body?: string; files?: string }>({});
  const busy = progress !== null || send.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The shared schema's rule (text or a file); a version needs a file, which the server also checks.
    const check = serviceMessageSchema.safeParse({ body, file_tokens: files.map((f) => f.name) });
    if (!check.success) return setErrors({ body: check.error.issues[0]?.message });
    if (step === 'deliver' && files.length === 0) return setErrors({ files: 'Add the version’s files' });
    setErrors({});
    try {
      setProgress(files.length ? 0 : null);
      const tokens = await uploadAll(files, seller ? 'service_delivery' : 'service_brief', setProgress);
      await send.mutateAsync({ body, file_tokens: tokens });
      setBody('');
      setFiles([]);
      onDone?.();
    } catch (err) {
      if (err instanceof UploadFailure) return setErrors({ files: err.message });
      const placed = placeServerErrors(err, (field, message) =>
        setErrors((x) => (field === 'file_tokens' ? { ...x, files: message } : { ...x, body: message })),
      );
      if (!placed) notifyError(err);
    } finally {
      setProgress(null);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
      <TextAreaField
        label={COPY[step].label}
        rows={3}
        maxLength={5000}
        value={body}
        error={errors.body}
        onChange={(e) => setBody(e.target.value)}
      />
      <FilesField files={files} onChange={setFiles} progress={progress} error={errors.files} />
      <div>
        <Button type="submit" busy={busy}>
          {COPY[step].submit}
        </Button>
      </div>
    </form>
  );
}

import { serviceRequestSchema, type ProducerView } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { TextAreaField } from '../../../components/TextAreaField';
import { TextField } from '../../../components/TextField';
import { get } from '../../../lib/api';
import { UploadFailure } from '../../../lib/direct-upload';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRequestService } from '../api/service-orders';
import { FilesField, uploadAll } from './FilesField';
import { blankBrief, briefInput, placeServerErrors, sharedResolver, type BriefValues, type Offer } from './form-values';

const SELECT =
  'h-11 rounded-xl bg-zinc-900 px-3.5 text-zinc-100 ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400';
const BRIEF_FIELDS = ['references', 'tempo', 'key', 'mood', 'deadline', 'notes'] as const;

/** A custom beat asks one producer: the buyer picks them from everyone who sells here. */
function ProducerSelect({
  value,
  onChange,
  error,
}: {
  value: number | undefined;
  onChange(id: number): void;
  error?: string | undefined;
}) {
  const producers = useQuery({ queryKey: ['producers'], queryFn: () => get<ProducerView[]>('/user/producers') });
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="service-producer" className="text-sm font-medium text-zinc-300">
        Producer
      </label>
      <select
        id="service-producer"
        className={SELECT}
        value={value ?? ''}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        <option value="">Pick a producer</option>
        {producers.data?.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
      {error && <p className="text-xs text-red-400">{error}</p>}
    </div>
  );
}

/**
 * The brief of a request (issue 34): references, tempo, key, mood, deadline, notes and files. The files are
 * uploaded only once the brief is valid; the thread it opens is where the seller answers.
 */
export function RequestForm({ offer: given, onDone }: { offer: Offer; onDone?(): void }) {
  const navigate = useNavigate();
  const request = useRequestService();
  const [offer, setOffer] = useState<Offer>(given);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ files?: string; offer?: string }>({});
  const form = useForm<BriefValues>({
    defaultValues: blankBrief,
    resolver: sharedResolver(serviceRequestSchema, (v: BriefValues) => briefInput(offer, v)),
  });
  const fieldErrors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setErrors({});
    try {
      setProgress(files.length ? 0 : null);
      const tokens = await uploadAll(files, 'service_brief', setProgress);
      const order = await request.mutateAsync(briefInput(offer, values, tokens));
      notifySuccess('Request sent', 'The seller answers on this thread.');
      onDone?.();
      void navigate(`/service-order/${order.id}`);
    } catch (err) {
      if (err instanceof UploadFailure) return setErrors({ files: err.message });
      const placed = placeServerErrors(err, (field, message) => {
        if ((BRIEF_FIELDS as readonly string[]).includes(field)) form.setError(field as keyof BriefValues, { message });
        else if (field === 'file_tokens') setErrors((e) => ({ ...e, files: message }));
        else setErrors((e) => ({ ...e, offer: message }));
      });
      if (!placed) notifyError(err);
    } finally {
      setProgress(null);
    }
  });

  // The offer's own refinement (a producer to pick) is reported by the resolver under its key.
  const offerError = errors.offer ?? (fieldErrors as Record<string, { message?: string }>).producer_id?.message;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      {offer.kind === 'custom_beat' && !('offer_id' in offer) && (
        <ProducerSelect
          value={offer.producer_id}
          onChange={(id) => setOffer({ kind: 'custom_beat', producer_id: id || undefined })}
          error={offerError}
        />
      )}
      {(offer.kind !== 'custom_beat' || 'offer_id' in offer) && offerError && (
        <p className="text-sm text-red-400">{offerError}</p>
      )}
      <TextAreaField
        label="What do you need?"
        rows={4}
        maxLength={5000}
        error={fieldErrors.notes?.message}
        {...form.register('notes')}
      />
      <TextAreaField
        label="Reference links (one per line, optional)"
        rows={2}
        placeholder="https://…"
        error={fieldErrors.references?.message}
        {...form.register('references')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Tempo (BPM)"
          inputMode="numeric"
          error={fieldErrors.tempo?.message}
          {...form.register('tempo')}
        />
        <TextField label="Key" maxLength={20} error={fieldErrors.key?.message} {...form.register('key')} />
        <TextField label="Mood" maxLength={100} error={fieldErrors.mood?.message} {...form.register('mood')} />
        <TextField label="Deadline" type="date" error={fieldErrors.deadline?.message} {...form.register('deadline')} />
      </div>
      <FilesField
        label="Add stems or a song"
        files={files}
        onChange={setFiles}
        progress={progress}
        error={errors.files}
      />
      <div>
        <Button type="submit" busy={form.formState.isSubmitting}>
          Send request
        </Button>
      </div>
    </form>
  );
}

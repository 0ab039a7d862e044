import { contestSchema } from '@beatmarket/shared';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { RichTextEditor } from '../../../components/RichTextEditor';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useContest, useSaveContest } from '../api/contests';
import { ContestFileField, PrizeRows } from './ContestEditorFields';
import { formValues, toInput, type ContestFormValues } from './contest-form-values';

/** `/contests/{slug}/edit` (and `/contests/new/edit`): administrators write a contest. */
export function ContestEditorPage() {
  const slug = useParams().slug ?? 'new';
  const isNew = slug === 'new';
  const { data, isPending, isError } = useContest(isNew ? null : slug);
  if (isError) return <EmptyState title="Record load error">This contest could not be loaded.</EmptyState>;
  if (!isNew && isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  return <ContestForm key={data?.id ?? 'new'} id={data?.id ?? null} initial={formValues(data)} />;
}

type Errors = Partial<Record<string, string>>;

function ContestForm({ id, initial }: { id: number | null; initial: ContestFormValues }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveContest(id);
  const navigate = useNavigate();
  const set = <K extends keyof ContestFormValues>(key: K, value: ContestFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const text = (
    key:
      | 'title'
      | 'slug'
      | 'submissions_open_at'
      | 'submissions_close_at'
      | 'voting_open_at'
      | 'voting_close_at'
      | 'max_entries',
  ) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = toInput(values);
    const checked = contestSchema.safeParse(input);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [i.path.map(String).join('.'), i.message])));
      return;
    }
    try {
      const saved = await save.mutateAsync(input);
      notifySuccess(id ? 'Contest saved' : 'Contest created');
      void navigate(`/contests/${saved.slug}`);
    } catch (err) {
      const field = err instanceof ApiError ? err.fieldErrors[0] : undefined;
      if (field) setErrors({ [field.topic_id]: field.message });
      else notifyError(err);
    }
  };

  return (
    <section className="max-w-3xl">
      <Link to="/contests" className="mb-4 inline-flex items-center gap-1.5 text-sm text-zinc-400 hover:text-white">
        <ArrowLeft className="size-4" aria-hidden /> All contests
      </Link>
      <PageHeader
        title={id ? 'Edit contest' : 'New contest'}
        subtitle="Entries and votes open and close at the dates below, on their own."
      />
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5">
        <TextField label="Title" maxLength={120} {...text('title')} />
        <TextField
          label="Address"
          hint="The page is /contests/ followed by this: lower-case letters, digits and dashes."
          maxLength={80}
          {...text('slug')}
        />
        <RichTextEditor label="Brief" value={values.brief} onChange={(v) => set('brief', v)} />
        {errors.brief && <p className="text-xs text-red-400">{errors.brief}</p>}
        <RichTextEditor label="Rules" value={values.rules} onChange={(v) => set('rules', v)} />
        <ContestFileField
          name={values.file_name}
          onUploaded={(token, name) => setValues((v) => ({ ...v, file_token: token, file_name: name }))}
          error={errors.file_token}
        />
        <fieldset className="grid gap-4 rounded-2xl p-4 ring-1 ring-white/10 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium text-zinc-300">Dates</legend>
          <TextField label="Entries open" type="datetime-local" {...text('submissions_open_at')} />
          <TextField label="Entries close" type="datetime-local" {...text('submissions_close_at')} />
          <TextField label="Voting opens" type="datetime-local" {...text('voting_open_at')} />
          <TextField label="Voting closes" type="datetime-local" {...text('voting_close_at')} />
          <TextField label="Entries per account" type="number" min={1} max={20} {...text('max_entries')} />
          <label className="flex items-center gap-2 self-end pb-3 text-sm text-zinc-200">
            <input
              type="checkbox"
              className="size-4 accent-accent-500"
              checked={values.published}
              onChange={(e) => set('published', e.target.checked)}
            />
            Published on the Contests page
          </label>
        </fieldset>
        <PrizeRows
          values={values}
          errors={errors}
          onText={(v) => set('prizes_text', v)}
          onPrizes={(p) => set('prizes', p)}
        />
        <div className="flex gap-3">
          <Button type="submit" busy={save.isPending}>
            {id ? 'Save contest' : 'Create contest'}
          </Button>
          <Button variant="ghost" onClick={() => void navigate('/contests')}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}

import { slideCreateSchema } from '@beatmarket/shared';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSaveSlide, useSlide } from '../api/slides';
import { SlideImageField } from './SlideImageField';
import { formValues, toInput, type SlideFormValues } from './slide-form-values';

/** `/slide/{id}` (spec §2 slide.edit; `/slide/new` adds one): image, texts, link and when it shows. */
export function SlideEditorPage() {
  const param = useParams().id ?? 'new';
  const id = param === 'new' ? null : Number(param);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const { data: slide, isPending, isError } = useSlide(valid ? id : null);
  usePageTitle(id === null ? 'New slide' : (slide?.title ?? 'Slide'));
  if (!valid || isError) return <EmptyState title="Record load error">This slide could not be loaded.</EmptyState>;
  if (id !== null && isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  return <SlideForm key={slide?.id ?? 'new'} id={id} initial={formValues(slide)} />;
}

type Errors = Partial<Record<keyof SlideFormValues, string>>;

function SlideForm({ id, initial }: { id: number | null; initial: SlideFormValues }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveSlide(id);
  const navigate = useNavigate();
  const set = <K extends keyof SlideFormValues>(key: K, value: SlideFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const text = (key: 'title' | 'link' | 'published_from' | 'published_to') => ({
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = toInput(values);
    const checked = slideCreateSchema.safeParse(input);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    try {
      const saved = await save.mutateAsync(input);
      notifySuccess(id ? 'Slide saved' : 'Slide added');
      if (!id) void navigate(`/slide/${saved.id}`, { replace: true });
    } catch (err) {
      const field = err instanceof ApiError ? err.fieldErrors[0] : undefined;
      if (field && field.topic_id in values) setErrors({ [field.topic_id]: field.message });
      else notifyError(err);
    }
  };

  return (
    <section className="max-w-3xl">
      <Link to="/slides" className="mb-4 inline-flex items-center gap-1.5 text-sm text-zinc-400 hover:text-white">
        <ArrowLeft className="size-4" aria-hidden /> All slides
      </Link>
      <PageHeader
        title={id ? 'Edit slide' : 'New slide'}
        subtitle="One slide of the home page carousel: it shows while published, inside its window."
      />
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5">
        <SlideImageField value={values.image_url} onChange={(url) => set('image_url', url)} />
        {errors.image_url && <p className="text-xs text-red-400">{errors.image_url}</p>}
        <TextField label="Title" maxLength={120} {...text('title')} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="slide-text" className="text-sm font-medium text-zinc-300">
            Text
          </label>
          <textarea
            id="slide-text"
            rows={3}
            maxLength={300}
            value={values.text}
            onChange={(e) => set('text', e.target.value)}
            className="rounded-xl bg-zinc-900 p-3.5 text-zinc-100 ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400"
          />
          {errors.text && <p className="text-xs text-red-400">{errors.text}</p>}
        </div>
        <TextField
          label="Link (optional)"
          placeholder="/page/about-us or https://…"
          hint="Where the slide leads: a page of this site, or an https:// address (opens in a new tab)."
          {...text('link')}
        />
        <fieldset className="grid gap-4 rounded-2xl p-4 ring-1 ring-white/10 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium text-zinc-300">When it shows</legend>
          <label className="flex items-center gap-2 text-sm text-zinc-200 sm:col-span-2">
            <input
              type="checkbox"
              className="size-4 accent-accent-500"
              checked={values.published}
              onChange={(e) => set('published', e.target.checked)}
            />
            Published on the home page
          </label>
          <TextField label="From (optional)" type="datetime-local" {...text('published_from')} />
          <TextField label="Until (optional)" type="datetime-local" {...text('published_to')} />
          <p className="text-xs text-zinc-400 sm:col-span-2">
            Empty ends are open: without dates a published slide shows until it is unpublished.
          </p>
        </fieldset>
        <div className="flex gap-3">
          <Button type="submit" busy={save.isPending}>
            {id ? 'Save slide' : 'Add slide'}
          </Button>
          <Button variant="ghost" onClick={() => void navigate('/slides')}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}

import {
  canEditStoreItem,
  storeItemCreateSchema,
  STORE_ITEM_KIND_LABEL,
  STORE_ITEM_KINDS,
  type StoreItemData,
} from '@beatmarket/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { SelectField } from '../../../components/SelectField';
import { Spinner } from '../../../components/Spinner';
import { TextAreaField } from '../../../components/TextAreaField';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { useProfile } from '../../../lib/auth/use-profile';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSaveStoreItem, useStoreItemById } from '../api/store';
import { formValues, toInput, type StoreFormValues } from './store-form';
import { StoreItemFiles } from './StoreItemFiles';

/** `/store-item/{id}` (`/store-item/new` adds one): a producer's or the house's store item, its files and status. */
export function StoreItemEditorPage() {
  const param = useParams().id ?? 'new';
  const id = param === 'new' ? null : Number(param);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const { data: item, isPending, isError } = useStoreItemById(valid ? id : null);
  usePageTitle(id === null ? 'New store item' : (item?.title ?? 'Store item'));
  if (!valid || isError) return <EmptyState title="Record load error">This store item could not be loaded.</EmptyState>;
  if (id !== null && isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  return <StoreItemForm key={item?.id ?? 'new'} item={item} />;
}

type Errors = Partial<Record<keyof StoreFormValues, string>>;

function StoreItemForm({ item }: { item: StoreItemData | undefined }) {
  const [values, setValues] = useState(formValues(item));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveStoreItem(item?.id ?? null);
  const navigate = useNavigate();
  const { data: me } = useProfile();
  // A pending or published item is what was approved: its producer withdraws it to a draft to change it.
  const editable = !item || canEditStoreItem(me ?? null, item);
  const set = <K extends keyof StoreFormValues>(key: K, value: StoreFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const field = (key: 'title' | 'price' | 'description' | 'terms') => ({
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = toInput(values);
    const checked = storeItemCreateSchema.safeParse(input);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    try {
      const saved = await save.mutateAsync(input);
      notifySuccess('Saved', item ? 'Your changes are saved.' : 'Now add its cover and ZIP.');
      if (!item) void navigate(`/store-item/${saved.id}`, { replace: true });
    } catch (err) {
      const problem = err instanceof ApiError ? err.fieldErrors[0] : undefined;
      if (problem && problem.topic_id in values) setErrors({ [problem.topic_id]: problem.message });
      else notifyError(err);
    }
  };
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        title={item ? item.title : 'New store item'}
        subtitle={
          item?.status === 'published' ? (
            <Link className="text-accent-300 hover:underline" to={`/store/${item.slug}`}>
              See it in the store
            </Link>
          ) : (
            'A drum kit, loop pack, preset bank or MIDI pack, sold as one ZIP under royalty-free terms.'
          )
        }
      />
      <form onSubmit={(e) => void submit(e)} noValidate>
        <fieldset disabled={!editable} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-[12rem_1fr_10rem]">
            <SelectField
              label="Kind"
              value={values.kind}
              onChange={(e) => set('kind', e.target.value as StoreFormValues['kind'])}
            >
              {STORE_ITEM_KINDS.map((k) => (
                <option key={k} value={k}>
                  {STORE_ITEM_KIND_LABEL[k]}
                </option>
              ))}
            </SelectField>
            <TextField label="Title" maxLength={120} required {...field('title')} />
            <TextField label="Price (USD)" inputMode="decimal" placeholder="24.99" required {...field('price')} />
          </div>
          <TextAreaField label="Description" rows={5} maxLength={5000} {...field('description')} />
          <TextAreaField
            label="Usage terms (printed on the buyer's licence)"
            rows={4}
            maxLength={5000}
            {...field('terms')}
          />
          {editable && (
            <div>
              <Button type="submit" busy={save.isPending}>
                {item ? 'Save' : 'Create'}
              </Button>
            </div>
          )}
        </fieldset>
      </form>
      {item && <StoreItemFiles item={item} />}
    </section>
  );
}

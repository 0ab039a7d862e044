import type { SettingsValues } from '@beatmarket/shared';
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/TextField';

export type SettingsForm = UseFormReturn<SettingsValues>;
type Path = FieldPath<SettingsValues>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Puts the defaults of `paths` back into the form (dirty, so Save sends them). */
export function resetTo(form: SettingsForm, defaults: SettingsValues, paths: Path[]) {
  for (const path of paths) {
    const value = path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], defaults);
    form.setValue(path, value as never, { shouldDirty: true, shouldValidate: true });
  }
}

/** A "Reset" control shown only while the value differs from its default. */
export function ResetButton({
  form,
  defaults,
  paths,
  label,
  children = 'Reset to default',
}: {
  form: SettingsForm;
  defaults: SettingsValues;
  paths: Path[];
  label: string;
  children?: ReactNode;
}) {
  const values = useWatch({ control: form.control, name: paths });
  const initial = paths.map((p) => p.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], defaults));
  if (same(values, initial)) return null;
  return (
    <button
      type="button"
      onClick={() => resetTo(form, defaults, paths)}
      aria-label={`Reset ${label} to default`}
      className="inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium text-zinc-400 hover:bg-white/5 hover:text-white"
    >
      <RotateCcw className="size-3" aria-hidden />
      {children}
    </button>
  );
}

/** One card of the page: a heading, what it controls, a reset for the whole section, its fields. */
export function SettingsCard({
  title,
  description,
  reset,
  children,
}: {
  title: string;
  description: string;
  reset?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="grid gap-5 rounded-2xl bg-zinc-900/60 p-5 ring-1 ring-white/5 sm:p-6 lg:grid-cols-[15rem_1fr]"
    >
      <div className="flex flex-col items-start gap-2">
        <h2 className="text-lg font-bold text-white">{title}</h2>
        <p className="text-sm text-zinc-400">{description}</p>
        {reset}
      </div>
      <div className="flex min-w-0 flex-col gap-4">{children}</div>
    </section>
  );
}

/** A text or number input bound to one setting, with its error and a per-field reset. */
export function SettingField({
  form,
  defaults,
  name,
  label,
  hint,
  number,
  ...input
}: {
  form: SettingsForm;
  defaults: SettingsValues;
  name: Path;
  label: string;
  hint?: string;
  number?: boolean;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'>) {
  const error = name
    .split('.')
    .reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], form.formState.errors) as
    { message?: string } | undefined;
  return (
    <div className="relative">
      <TextField
        label={label}
        hint={hint}
        error={error?.message}
        type={number ? 'number' : 'text'}
        {...input}
        {...form.register(name, number ? { valueAsNumber: true } : {})}
      />
      <div className="absolute right-0 top-0">
        <ResetButton form={form} defaults={defaults} paths={[name]} label={label} />
      </div>
    </div>
  );
}

/** A card's shorthands: a setting's field, and the button putting a whole section back to its defaults. */
export function cardHelpers(form: SettingsForm, defaults: SettingsValues) {
  return {
    field: (name: Path, label: string, extra: Record<string, unknown> = {}) => (
      <SettingField form={form} defaults={defaults} name={name} label={label} {...extra} />
    ),
    sectionReset: (paths: Path[], title: string) => (
      <ResetButton form={form} defaults={defaults} paths={paths} label={title}>
        Reset section
      </ResetButton>
    ),
  };
}

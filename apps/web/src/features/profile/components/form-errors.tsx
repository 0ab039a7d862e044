import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';

/** Server field errors go under their fields; anything else (429, a lost session) is a toast. */
export function showServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  err: unknown,
  fields: readonly Path<T>[],
) {
  const mine =
    err instanceof ApiError ? err.fieldErrors.filter((f) => (fields as readonly string[]).includes(f.topic_id)) : [];
  for (const f of mine) form.setError(f.topic_id as Path<T>, { message: f.message });
  if (!mine.length) notifyError(err);
}

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="grid gap-5 rounded-3xl bg-zinc-900/60 p-6 ring-1 ring-white/5 lg:grid-cols-[16rem_1fr]"
    >
      <div>
        <h2 className="text-lg font-bold text-white">{title}</h2>
        <p className="mt-1 text-sm text-zinc-400">{description}</p>
      </div>
      <div className="max-w-xl">{children}</div>
    </section>
  );
}

import { testimonialFields, type TestimonialData, type TestimonialInput } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveTestimonial } from '../api/content-admin';

type Output = z.output<typeof testimonialFields>;

/** One testimonial's fields, checked with the schema the server uses; a field the server names shows its error. */
export function TestimonialForm({ testimonial, onDone }: { testimonial: TestimonialData | null; onDone(): void }) {
  const save = useSaveTestimonial(testimonial?.id ?? null);
  const form = useForm<TestimonialInput, unknown, Output>({
    resolver: zodResolver(testimonialFields),
    defaultValues: {
      quote: testimonial?.quote ?? '',
      name: testimonial?.name ?? '',
      role: testimonial?.role ?? '',
      avatar_url: testimonial?.avatar_url ?? '',
      published: testimonial?.published ?? true,
      position: testimonial?.position ?? 0,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notifySuccess(testimonial ? 'Testimonial saved' : 'Testimonial added');
      onDone();
    } catch (err) {
      const field = err instanceof ApiError ? err.fieldErrors[0] : undefined;
      if (field && field.topic_id in form.getValues())
        form.setError(field.topic_id as keyof TestimonialInput, { message: field.message });
      else notifyError(err);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="testimonial-quote" className="text-sm font-medium text-zinc-300">
          Quote
        </label>
        <textarea
          id="testimonial-quote"
          rows={4}
          className="rounded-xl bg-zinc-900 p-3.5 text-zinc-100 ring-1 ring-inset ring-white/10 focus:outline-none focus:ring-2 focus:ring-accent-400"
          {...form.register('quote')}
        />
        {errors.quote && <p className="text-xs text-red-400">{errors.quote.message}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Role"
          placeholder="Independent artist"
          error={errors.role?.message}
          {...form.register('role')}
        />
      </div>
      <TextField
        label="Avatar image address (optional)"
        placeholder="https://…"
        error={errors.avatar_url?.message}
        {...form.register('avatar_url')}
      />
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <TextField
          label="Order"
          type="number"
          min={0}
          error={errors.position?.message}
          {...form.register('position', { valueAsNumber: true })}
        />
        <label className="flex h-10 items-center gap-2 text-sm text-zinc-200">
          <input type="checkbox" className="size-4 accent-accent-500" {...form.register('published')} />
          Published on the Testimonials page
        </label>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {testimonial ? 'Save' : 'Add testimonial'}
        </Button>
      </div>
    </form>
  );
}

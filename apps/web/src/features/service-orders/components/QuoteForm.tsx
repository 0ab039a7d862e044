import { serviceQuoteSchema } from '@beatmarket/shared';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/Button';
import { TextAreaField } from '../../../components/TextAreaField';
import { TextField } from '../../../components/TextField';
import { notifyError } from '../../../lib/notify';
import { useServiceStep } from '../api/service-orders';
import { placeServerErrors, quoteInput, sharedResolver, type QuoteValues } from './form-values';

/** The seller's quote: a price in dollars, a delivery date and the revisions included (the offer's unless changed). */
export function QuoteForm({
  orderId,
  deadline,
  revisions = 2,
}: {
  orderId: number;
  deadline: string | null;
  revisions?: number;
}) {
  const quote = useServiceStep(orderId, 'quote');
  const form = useForm<QuoteValues>({
    defaultValues: { price: '', due_at: deadline ?? '', revisions: String(revisions), message: '' },
    resolver: sharedResolver(serviceQuoteSchema, quoteInput),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await quote.mutateAsync(quoteInput(values));
    } catch (err) {
      const placed = placeServerErrors(err, (field, message) => form.setError(field as keyof QuoteValues, { message }));
      if (!placed) notifyError(err);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-label="Quote">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Price (USD)" inputMode="decimal" error={errors.price?.message} {...form.register('price')} />
        <TextField label="Delivery by" type="date" error={errors.due_at?.message} {...form.register('due_at')} />
        <TextField
          label="Revisions included"
          inputMode="numeric"
          error={errors.revisions?.message}
          {...form.register('revisions')}
        />
      </div>
      <TextAreaField
        label="Message (optional)"
        rows={2}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <div>
        <Button type="submit" busy={isSubmitting}>
          Send quote
        </Button>
      </div>
    </form>
  );
}

import { checkoutSchema, formatCents, type SupportingData } from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { useSupportingData } from '../../../lib/use-supporting-data';
import { usePlaceOrder } from '../api/use-place-order';
import { AddressFields } from './AddressFields';
import type { CheckoutChannelsState } from './CheckoutChannels';
import { checkoutFormSchema, type CheckoutForm, type CheckoutValues } from './checkout-form';
import type { StripeCardHandle } from './StripeCardFields';

const cardResolver = zodResolver(checkoutFormSchema);
// With Stripe the card fields are Stripe's: the form checks only the address, then Stripe makes the payment
// method (the values' `payment` is not used on that path, hence the cast).
const stripeResolver = zodResolver(checkoutSchema.pick({ address: true })) as unknown as Resolver<
  CheckoutForm,
  unknown,
  CheckoutValues
>;

// Stripe.js and its React bindings load only on a store that takes payments through Stripe.
const StripeCardFields = lazy(() => import('./StripeCardFields'));

/** Address and card, then one Pay button; the server prices the order again and charges once. */
export function CheckoutPanel({ total, channels }: { total: number; channels?: CheckoutChannelsState }) {
  const place = usePlaceOrder();
  // The channels named per line go with the order; a wrong one stops the payment before it starts.
  const onPay = async (input: PayInput) => {
    const named = channels ? channels.collect() : {};
    if (!named) return;
    try {
      return await place.mutateAsync({ ...input, channels: named });
    } catch (err) {
      channels?.refused(err);
      throw err;
    }
  };
  return <PayForm label={`Pay ${formatCents(total)}`} onPay={onPay} busy={place.isPending} error={place.error} />;
}

/** What the buyer entered, ready for the server (Stripe's payment method made already). */
export type PayInput = Pick<CheckoutValues, 'address'> & { payment: CheckoutValues['payment'] };

export interface PayFormProps {
  /** The submit button's text ('Pay $49.99', 'Subscribe'). */
  label: ReactNode;
  /** Sends the form; a 422's field errors show under their fields. */
  onPay(input: PayInput): Promise<unknown>;
  busy: boolean;
  /** The last refusal: shown above the button unless it was per field. */
  error: unknown;
}

/** Checkout's address and card form, also used by a membership's subscribe and card update (app/ passes it in). */
export function PayForm(props: PayFormProps) {
  const { data: boot } = useSupportingData();
  if (!boot) return null;
  return <PaymentForm key={boot.payments.provider} {...props} payments={boot.payments} />;
}

function PaymentForm({ label, onPay, busy, error, payments }: PayFormProps & { payments: SupportingData['payments'] }) {
  const stripeCard = useRef<StripeCardHandle>(null);
  const form = useForm<CheckoutForm, unknown, CheckoutValues>({
    resolver: payments.provider === 'stripe' ? stripeResolver : cardResolver,
    defaultValues: {
      address: { country: 'US', address: '', city: '', state: 'AL', zip: '' },
      payment:
        payments.provider === 'stripe'
          ? { method: 'stripe', payment_method: '' }
          : { method: 'card', number: '', expiry: '', cvc: '' },
    },
  });
  const { errors } = form.formState;
  const payErrors = errors.payment as
    | {
        number?: { message?: string };
        expiry?: { message?: string };
        cvc?: { message?: string };
        payment_method?: { message?: string };
      }
    | undefined;

  const submit = form.handleSubmit(async ({ address, payment }) => {
    // Stripe refusing the card shows its message under the card field; nothing goes to our server.
    const pay = payments.provider === 'stripe' ? await stripeCard.current?.createPaymentMethod(address) : payment;
    if (!pay) return;
    try {
      await onPay({ address, payment: pay });
    } catch (err) {
      if (err instanceof ApiError && err.status === 422 && err.fieldErrors.length) {
        for (const f of err.fieldErrors) form.setError(f.topic_id as 'address.zip', { message: f.message });
      } else if (!(err instanceof ApiError)) notifyError(err);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Payment">
      <AddressFields form={form} errors={errors.address} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-white">Card</legend>
        {payments.provider === 'stripe' ? (
          <Suspense fallback={<Spinner className="size-5 text-zinc-400" label="Loading the card form" />}>
            <StripeCardFields
              ref={stripeCard}
              publishableKey={payments.publishable_key}
              error={payErrors?.payment_method?.message}
            />
          </Suspense>
        ) : (
          <>
            <TextField
              label="Card number"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="4242 4242 4242 4242"
              error={payErrors?.number?.message}
              {...form.register('payment.number')}
            />
            <div className="grid grid-cols-2 gap-3">
              <TextField
                label="Expiry (MM/YY)"
                autoComplete="cc-exp"
                placeholder="12/30"
                error={payErrors?.expiry?.message}
                {...form.register('payment.expiry')}
              />
              <TextField
                label="CVC"
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                error={payErrors?.cvc?.message}
                {...form.register('payment.cvc')}
              />
            </div>
            <p className="text-xs text-zinc-400">
              Test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. Any future expiry and CVC.
            </p>
          </>
        )}
      </fieldset>
      <Button type="submit" size="lg" busy={busy || form.formState.isSubmitting}>
        <Lock className="size-4" aria-hidden />
        {label}
      </Button>
      {error instanceof ApiError && error.status !== 422 && (
        <p role="alert" className="rounded-xl bg-red-500/10 px-3 py-2 text-sm text-red-200 ring-1 ring-red-500/30">
          <span className="font-semibold">{error.header}: </span>
          {error.message}
        </p>
      )}
    </form>
  );
}

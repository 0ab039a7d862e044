import type { ComponentType, ReactNode } from 'react';
import type { PayInput } from '../api/use-subscriptions';

/**
 * Checkout's billing address and card form (features/checkout), which app/ passes in: subscribing and a
 * new card take the same details as an order, checked by the same shared schema.
 */
export type PayFormSlot = ComponentType<{
  label: ReactNode;
  onPay(input: PayInput): Promise<unknown>;
  busy: boolean;
  error: unknown;
}>;

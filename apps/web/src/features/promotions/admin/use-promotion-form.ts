import {
  DEFAULT_POPUP_CONDITION,
  promotionSchema,
  type PromotionData,
  type PromotionInput,
  type PromotionValues,
} from '@beatmarket/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { toLocalInput, useSavePromotion } from '../api/promotions';

/** The promotion form, filled from the promotion being edited (or blank), saved then closed by `onDone`. */
export function usePromotionForm(promotion: PromotionData | null, onDone: () => void) {
  const save = useSavePromotion(promotion?.id ?? null);
  const form = useForm<PromotionInput, unknown, PromotionValues>({
    resolver: zodResolver(promotionSchema),
    defaultValues: {
      title: promotion?.title ?? '',
      type: promotion?.type ?? 'banner',
      url: promotion?.url ?? '',
      image_url: promotion?.image_url ?? '',
      published: promotion?.published ?? true,
      published_from: toLocalInput(promotion?.published_from ?? null),
      published_to: toLocalInput(promotion?.published_to ?? null),
      condition: promotion?.condition ?? DEFAULT_POPUP_CONDITION,
      coupon_id: promotion?.coupon_id ?? null,
    },
  });
  const popup = form.watch('type') === 'popup';
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, condition: popup ? values.condition : null });
      notifySuccess(promotion ? 'Promotion saved' : 'Promotion added');
      onDone();
    } catch (err) {
      const field = err instanceof ApiError ? err.fieldErrors[0] : undefined;
      if (field && field.topic_id in form.getValues())
        form.setError(field.topic_id as keyof PromotionInput, { message: field.message });
      else notifyError(err);
    }
  });
  return { form, popup, submit };
}

import type { ServiceData, ServiceInput, TestimonialData, TestimonialInput } from '@beatmarket/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';

/** Creates a testimonial, or saves every field of one; the admin list and the public page refresh. */
export function useSaveTestimonial(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (values: TestimonialInput) =>
      post<TestimonialData>(id ? `/testimonial/${id}/save` : '/testimonial/create', values),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['records', 'testimonial'] });
      void qc.invalidateQueries({ queryKey: ['content', 'testimonials'] });
    },
  });
}

/** Creates a mixing and mastering service, or saves every field of one; the admin list and the services page refresh. */
export function useSaveService(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (values: ServiceInput) => post<ServiceData>(id ? `/service/${id}/save` : '/service/create', values),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['records', 'service'] });
      void qc.invalidateQueries({ queryKey: ['content', 'services'] });
    },
  });
}

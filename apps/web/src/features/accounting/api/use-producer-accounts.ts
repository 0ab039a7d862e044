import { ROLES } from '@beatmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';

export interface ProducerAccount {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
}

/** Every producer account (administrators): a hold may be put on one who has sold nothing yet. */
export function useProducerAccounts(enabled: boolean) {
  return useQuery({
    queryKey: ['accounting', 'producer-accounts'],
    queryFn: () =>
      get<ProducerAccount[]>('/user/records', {
        filter: JSON.stringify({ role: ROLES.ROLE_PRODUCER.id }),
        per_page: 0,
        sort: 'first_name',
      }),
    enabled,
  });
}

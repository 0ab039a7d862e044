import { ROLES } from '@beatmarket/shared';

export const DEMO_PASSWORD = 'beatmarket';

export const DEMO_ACCOUNTS = [
  {
    email: 'admin@beatmarket.test',
    firstName: 'Ada',
    lastName: 'Admin',
    role: ROLES.ROLE_ADMIN.id,
    nickname: 'ada',
    producerIdentifier: null,
  },
  {
    email: 'producer@beatmarket.test',
    firstName: 'Marcus',
    lastName: 'Reed',
    role: ROLES.ROLE_PRODUCER.id,
    nickname: 'marcusreed',
    producerIdentifier: 'reedbeats',
  },
  {
    email: 'producer2@beatmarket.test',
    firstName: 'Lena',
    lastName: 'Cruz',
    role: ROLES.ROLE_PRODUCER.id,
    nickname: 'lenacruz',
    producerIdentifier: 'cruzcontrol',
  },
  {
    email: 'buyer@beatmarket.test',
    firstName: 'Jay',
    lastName: 'Buyer',
    role: ROLES.ROLE_USER.id,
    nickname: null,
    producerIdentifier: null,
  },
] as const;

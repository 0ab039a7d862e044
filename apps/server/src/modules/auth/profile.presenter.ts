import type { Profile } from '@beatmarket/shared';

interface ProfileSource {
  id: number;
  firstName: string;
  lastName: string;
  nickname: string | null;
  producerIdentifier: string | null;
  email: string;
  role: number;
  news: boolean;
}

export function presentProfile(u: ProfileSource, cartCount = 0): Profile {
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    nickname: u.nickname,
    producer_identifier: u.producerIdentifier,
    name: `${u.firstName} ${u.lastName}`.trim(),
    email: u.email,
    role: u.role,
    news: u.news,
    _cart_summary: { count: cartCount },
  };
}

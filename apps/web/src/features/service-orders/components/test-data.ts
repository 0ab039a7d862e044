import type { ServiceOrderView } from '@beatmarket/shared';

/** A service order as the server answers it; each test changes what it is about. */
export const serviceOrder = (over: Partial<ServiceOrderView> = {}): ServiceOrderView => ({
  id: 12,
  kind: 'custom_beat',
  title: 'Custom beat by Maya',
  status: 'requested',
  buyer: 'Ben Buyer',
  seller: 'Maya',
  brief: {
    references: ['https://example.com/ref'],
    tempo: 92,
    key: 'A minor',
    mood: 'dark',
    deadline: '2026-12-20',
    notes: 'A dark trap beat',
  },
  price: null,
  deposit_percent: 50,
  revisions_included: 2,
  revisions_used: 0,
  due_at: null,
  late: false,
  role: 'buyer',
  actions: ['message'],
  milestones: [],
  events: [
    {
      id: 1,
      kind: 'request',
      body: 'A dark trap beat',
      author: 'Ben Buyer',
      mine: true,
      files: [{ name: 'song.wav', href: '/download/song' }],
      at: '2026-12-01T10:00:00.000Z',
    },
  ],
  created_at: '2026-12-01T10:00:00.000Z',
  ...over,
});

/** A direct-upload slot, as POST /uploads answers it. */
export const uploadSlot = { id: 'a'.repeat(24), action: '/storage/upload', fields: { key: 'k', policy: 'p' } };

import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * The zone to show dates in: the reader's own (undefined), except in the server's render and the
 * browser's hydration of it, which must print the same text: UTC there, then React re-renders with the
 * reader's zone. Pages rendered in the browser alone get the reader's zone at once.
 */
export function useReaderTimeZone(): string | undefined {
  return useSyncExternalStore(
    never,
    () => undefined,
    () => 'UTC',
  );
}

/**
 * Runs `task` over `items` with at most `size` running at once, started in the items' order (so the
 * first items finish first). A task that throws does not stop the others; its error is returned.
 */
export async function inPool<T>(
  items: readonly T[],
  size: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<{ item: T; error: unknown }[]> {
  const failures: { item: T; error: unknown }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index]!;
      try {
        await task(item, index);
      } catch (error) {
        failures.push({ item, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(size, items.length)) }, worker));
  return failures;
}

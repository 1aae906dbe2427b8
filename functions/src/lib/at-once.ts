/** A bounded number of tasks at a time. */

/** Runs `action` on every item, at most `limit` at a time (each worker takes the next item when it is done). */
export async function eachAtOnce<T>(items: readonly T[], limit: number, action: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await action(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

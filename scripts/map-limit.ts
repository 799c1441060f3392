import { settleAll } from './settle-all';

/**
 * Runs `task` over `items` with at most `limit` in flight. On a failure it starts no more, and rejects with the
 * first failure once the tasks in flight have ended.
 */
export async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index]);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await settleAll(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

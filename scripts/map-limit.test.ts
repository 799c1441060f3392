import { describe, expect, it } from 'vitest';
import { mapLimit } from './map-limit';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mapLimit', () => {
  it('answers every result in the order of the items, with at most `limit` tasks at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimit([30, 10, 20, 5, 15], 2, async (ms) => {
      most = Math.max(most, ++running);
      await pause(ms);
      running--;
      return ms * 2;
    });
    expect(results).toEqual([60, 20, 40, 10, 30]);
    expect(most).toBe(2);
  });

  it('on a failure starts no more tasks, and rejects with it only once the tasks in flight have ended', async () => {
    const ended: number[] = [];
    const started: number[] = [];
    const result = mapLimit([1, 2, 3, 4], 2, async (item) => {
      started.push(item);
      if (item === 1) throw new Error('item 1 failed');
      await pause(100);
      ended.push(item);
    });
    await expect(result).rejects.toThrow('item 1 failed');
    expect(started).toEqual([1, 2]);
    expect(ended).toEqual([2]);
  });
});

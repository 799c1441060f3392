import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('oneAtATime', () => {
  it('runs tasks of one name one after another, in the order they came', async () => {
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} starts`);
      await tick();
      log.push(`${name} ends`);
    };
    await Promise.all([oneAtATime('sync', task('a')), oneAtATime('sync', task('b'))]);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });

  it('lets the next task run after one fails, and gives the failure to its own caller', async () => {
    const failed = oneAtATime('failing', () => Promise.reject(new Error('offline')));
    let ran = false;
    const next = oneAtATime('failing', async () => {
      ran = true;
    });
    await expect(failed).rejects.toThrow('offline');
    await next;
    expect(ran).toBe(true);
  });

  it('does not make tasks of different names wait for each other', async () => {
    const log: string[] = [];
    let release = () => {};
    const slow = oneAtATime('slow', () => new Promise<void>((resolve) => (release = resolve)));
    await oneAtATime('fast', async () => {
      log.push('fast');
    });
    expect(log).toEqual(['fast']);
    release();
    await slow;
  });
});

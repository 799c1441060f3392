import { describe, expect, it } from 'vitest';
import { setMostRecent } from './most-recent';

describe('setMostRecent', () => {
  it('drops the least recently set entry beyond the limit, a key set again counting as new', () => {
    const map = new Map<string, number>();
    setMostRecent(map, 'a', 1, 2);
    setMostRecent(map, 'b', 2, 2);
    setMostRecent(map, 'a', 3, 2);
    setMostRecent(map, 'c', 4, 2);
    expect([...map]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { LAZY_IMAGES, parseStoredImages, RecentImages, visibleEnough } from './lazy-images';

describe('visibleEnough', () => {
  it('loads an image once a tenth of it is in view', () => {
    expect(LAZY_IMAGES.threshold).toBe(0.1);
    expect(visibleEnough({ isIntersecting: true, intersectionRatio: 0.1 })).toBe(true);
    expect(visibleEnough({ isIntersecting: true, intersectionRatio: 0.05 })).toBe(false);
    expect(visibleEnough({ isIntersecting: false, intersectionRatio: 0 })).toBe(false);
  });
});

describe('RecentImages', () => {
  it('keeps the last 200 URLs by default, forgetting the oldest', () => {
    const recent = new RecentImages();
    for (let i = 0; i < 201; i++) recent.add(`/a/${i}.webp`);
    expect(recent.has('/a/0.webp')).toBe(false);
    expect(recent.has('/a/1.webp')).toBe(true);
    expect(recent.has('/a/200.webp')).toBe(true);
    expect(recent.toJSON()).toHaveLength(LAZY_IMAGES.cacheMax);
  });

  it('counts a URL seen again as the most recent', () => {
    const recent = new RecentImages(2, ['a', 'b']);
    recent.add('a');
    recent.add('c');
    expect(recent.toJSON()).toEqual(['a', 'c']);
  });

  it('starts from a stored list, trimmed to its size', () => {
    expect(new RecentImages(2, ['a', 'b', 'c']).toJSON()).toEqual(['b', 'c']);
  });
});

describe('parseStoredImages', () => {
  it('reads a stored list and ignores anything else', () => {
    expect(parseStoredImages('["a","b"]')).toEqual(['a', 'b']);
    expect(parseStoredImages('["a",1,null]')).toEqual(['a']);
    expect(parseStoredImages('{"a":1}')).toEqual([]);
    expect(parseStoredImages('not json')).toEqual([]);
    expect(parseStoredImages(null)).toEqual([]);
  });
});

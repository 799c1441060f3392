import { describe, expect, it } from 'vitest';
import { progressLine } from './progress-bar';

describe('progressLine', () => {
  it('draws the share of pages rendered', () => {
    expect(progressLine({ phase: 'render', done: 10, total: 40 })).toBe(
      `render   [########......................] 10/40 pages`,
    );
  });

  it('never overflows when the estimate was low, and counts alone without one', () => {
    expect(progressLine({ phase: 'render', done: 50, total: 40 })).toContain('[##############################] 40/40');
    expect(progressLine({ phase: 'render', done: 7, total: 0 })).toBe('render   7 pages');
  });

  it('names the other phases', () => {
    expect(progressLine({ phase: 'compress', done: 0, total: 0 }).trim()).toBe('compress');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  initialLoader,
  LOADER,
  loaderMessage,
  loadFailed,
  loadSucceeded,
  nearSentinel,
  retryLoad,
  startLoad,
  throttle,
} from './infinite-loader';

const answer = (page: number, lastPage: number, count: number, total = lastPage * 24) => ({
  data: Array.from({ length: count }),
  current_page: page,
  last_page: lastPage,
  total_count: total,
});

describe('infinite loader', () => {
  it('continues after the prerendered page and completes on the last one', () => {
    let state = initialLoader(1, { shown: 24, total: 30, lastPage: 2 });
    expect(state).toMatchObject({ status: 'ready', nextPage: 2, shown: 24, total: 30 });
    state = startLoad(state, 0)!;
    expect(state.status).toBe('loading');
    expect(startLoad(state, 1)).toBeNull();
    state = loadSucceeded(state, answer(2, 2, 6, 30));
    expect(state).toMatchObject({ status: 'complete', shown: 30 });
    expect(loaderMessage(state)).toBe('noMore');
  });

  it('is complete at once when the prerendered page is the only one', () => {
    const state = initialLoader(1, { shown: 5, total: 5, lastPage: 1 });
    expect(loaderMessage(state)).toBe('noMore');
    expect(loaderMessage(initialLoader(1, { shown: 0, total: 0, lastPage: 1 }))).toBe('noResults');
  });

  it('says "no results" when nothing matches at all', () => {
    const state = loadSucceeded(startLoad(initialLoader(), 0)!, answer(1, 1, 0, 0));
    expect(loaderMessage(state)).toBe('noResults');
  });

  it('says "no more data" for a page past the end', () => {
    const state = loadSucceeded(startLoad(initialLoader(40), 0)!, answer(40, 3, 0, 60));
    expect(state.status).toBe('complete');
    expect(loaderMessage(state)).toBe('noMore');
  });

  it('shows the error and retries the same page', () => {
    const failed = loadFailed(startLoad(initialLoader(1, { shown: 24, total: 120, lastPage: 5 }), 0)!);
    expect(loaderMessage(failed)).toBe('error');
    expect(startLoad(failed, 10)).toBeNull();
    const retried = retryLoad(failed);
    expect(retried).toMatchObject({ status: 'ready', nextPage: 2 });
    expect(loaderMessage(retried)).toBeNull();
  });

  it(`allows at most ${LOADER.loopMaxCalls} loads per ${LOADER.loopWindowMs} ms`, () => {
    let state = initialLoader(1, { shown: 24, total: 2400, lastPage: 100 });
    for (let call = 0; call < LOADER.loopMaxCalls; call += 1) {
      state = loadSucceeded(startLoad(state, call * 10)!, answer(state.nextPage, 100, 24));
    }
    expect(startLoad(state, 500)).toBeNull();
    expect(startLoad(state, LOADER.loopWindowMs + 1)?.status).toBe('loading');
  });

  it('triggers within 100 px of the sentinel', () => {
    expect(nearSentinel(800 + LOADER.distancePx, 800)).toBe(true);
    expect(nearSentinel(800 + LOADER.distancePx + 1, 800)).toBe(false);
  });
});

describe('throttle', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once, then once more after the burst', () => {
    vi.useFakeTimers();
    const action = vi.fn();
    const throttled = throttle(action, 50);
    throttled();
    throttled();
    throttled();
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(49);
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(100);
    throttled();
    expect(action).toHaveBeenCalledTimes(3);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestions } from '#contract';
import { debounce, keyAction, latestOnly, SUGGEST_DELAY_MS, suggestionOptions, suggestionQuery } from './search';

afterEach(() => {
  vi.useRealTimers();
});

describe('suggestionQuery', () => {
  it('asks only from two characters on, after normalising', () => {
    expect(suggestionQuery('s')).toBeUndefined();
    expect(suggestionQuery('  s \u200c ')).toBeUndefined();
    expect(suggestionQuery(' Shirt  Blue ')).toBe('shirt blue');
    expect(suggestionQuery('SH')).toBe('sh');
  });

  it('counts Bengali characters, not UTF-16 units, and drops zero-width joiners', () => {
    expect(suggestionQuery('শা')).toBe('শা');
    expect(suggestionQuery('শ\u200d')).toBeUndefined();
    expect(suggestionQuery('য়া')).toBe('য়া'.normalize('NFC'));
  });
});

describe('debounce', () => {
  it(`runs once, ${SUGGEST_DELAY_MS} ms after the last call, with its arguments`, () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const typed = debounce(run, SUGGEST_DELAY_MS);
    typed('s');
    vi.advanceTimersByTime(SUGGEST_DELAY_MS - 1);
    typed('sh');
    vi.advanceTimersByTime(SUGGEST_DELAY_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith('sh');
  });

  it('drops a pending call when cancelled', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const typed = debounce(run, SUGGEST_DELAY_MS);
    typed('sh');
    typed.cancel();
    vi.advanceTimersByTime(SUGGEST_DELAY_MS * 2);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('latestOnly', () => {
  it('aborts the request still in flight when a newer one starts', async () => {
    const signals: AbortSignal[] = [];
    const request = latestOnly(async (query: string, signal: AbortSignal) => {
      signals.push(signal);
      return query;
    });
    await request('sh');
    await request('shi');
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    request.abort();
    expect(signals[1]?.aborted).toBe(true);
  });
});

describe('suggestionOptions', () => {
  const suggestions: SearchSuggestions = {
    products: [{ id: 7, slug: 'blue-shirt-7', name: 'Blue Shirt', image: 'http://api/p.webp', sale_price: 1250 }],
    categories: [{ id: 2, slug: 'shirts', name: 'Shirts' }],
    brands: [{ id: 3, slug: 'aarong', name: 'Aarong' }],
  };

  it('lists products with price, then categories and brands linking to their listings, then all results', () => {
    expect(suggestionOptions(suggestions, 'blue shirt', 'en', 'See all')).toEqual([
      { kind: 'product', label: 'Blue Shirt', href: '/product/7', image: 'http://api/p.webp', price: 'Tk 1,250' },
      { kind: 'category', label: 'Shirts', href: '/categories/shirts' },
      { kind: 'brand', label: 'Aarong', href: '/shop/all-products?brand=aarong' },
      { kind: 'all', label: 'See all', href: '/shop/all-products?q=blue%20shirt' },
    ]);
  });

  it('links under /bn and prices in Bengali digits on Bengali pages', () => {
    const options = suggestionOptions(suggestions, 'শার্ট', 'bn', 'সব');
    expect(options[0]).toMatchObject({ href: '/bn/product/7', price: '১,২৫০৳' });
    expect(options[3]?.href).toBe(`/bn/shop/all-products?q=${encodeURIComponent('শার্ট')}`);
  });
});

describe('keyAction', () => {
  const open = (active: number, count = 3) => ({ open: true, active, count });

  it('moves down and up through the options, wrapping at both ends', () => {
    expect(keyAction('ArrowDown', open(-1))).toEqual({ type: 'move', index: 0 });
    expect(keyAction('ArrowDown', open(1))).toEqual({ type: 'move', index: 2 });
    expect(keyAction('ArrowDown', open(2))).toEqual({ type: 'move', index: 0 });
    expect(keyAction('ArrowUp', open(0))).toEqual({ type: 'move', index: 2 });
    expect(keyAction('ArrowUp', open(-1))).toEqual({ type: 'move', index: 2 });
  });

  it('opens a closed list at its first option, and does nothing without options', () => {
    expect(keyAction('ArrowDown', { open: false, active: 2, count: 3 })).toEqual({ type: 'move', index: 0 });
    expect(keyAction('ArrowDown', { open: true, active: -1, count: 0 })).toEqual({ type: 'none' });
  });

  it('chooses the highlighted option on Enter, and lets the form submit without one', () => {
    expect(keyAction('Enter', open(1))).toEqual({ type: 'choose', index: 1 });
    expect(keyAction('Enter', open(-1))).toEqual({ type: 'none' });
    expect(keyAction('Enter', { open: false, active: 1, count: 3 })).toEqual({ type: 'none' });
  });

  it('closes the list on Escape, and clears the text when it is already closed', () => {
    expect(keyAction('Escape', open(0))).toEqual({ type: 'close' });
    expect(keyAction('Escape', { open: false, active: -1, count: 0 })).toEqual({ type: 'clear' });
    expect(keyAction('a', open(0))).toEqual({ type: 'none' });
  });
});

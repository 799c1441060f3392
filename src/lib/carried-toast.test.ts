import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carryToast, showCarriedToast } from './carried-toast';
import { setToastSink } from './toast';

const shown: string[] = [];

beforeEach(() => {
  const stored = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  shown.length = 0;
  setToastSink((kind, message) => shown.push(`${kind}: ${message}`));
});

afterEach(() => {
  vi.unstubAllGlobals();
  setToastSink(null);
});

describe('carried toasts', () => {
  it('shows on the next page the success toast the last page left, once', () => {
    carryToast('Order HT0000001 is cancelled.');
    showCarriedToast();
    showCarriedToast();
    expect(shown).toEqual(['success: Order HT0000001 is cancelled.']);
  });

  it('shows nothing when no page left one', () => {
    showCarriedToast();
    expect(shown).toEqual([]);
  });

  it('gives up quietly when storage is turned off', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    });
    expect(() => carryToast('x')).not.toThrow();
    expect(() => showCarriedToast()).not.toThrow();
    expect(shown).toEqual([]);
  });
});

import { cleanTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storedValue } from '@/lib/stored-list';
import { line } from './cart.test-helpers';
import { sanitizeStoredLines } from './cart-line';

beforeAll(() => useTestStorageEngine());
beforeEach(() => cleanTestStorage());

describe('storedValue', () => {
  it('reads tampered JSON as the initial value and never throws', () => {
    setTestStorageKey('guest_cart', '{not json');
    expect(storedValue('guest_cart', [], sanitizeStoredLines).get()).toEqual([]);
  });

  it('passes stored data through the sanitizer, also when another tab writes it', () => {
    setTestStorageKey('guest_cart', JSON.stringify([line(1, 2), { id: 'x' }]));
    const cart = storedValue('guest_cart', [], sanitizeStoredLines);
    expect(cart.get().map(({ variant_id }) => variant_id)).toEqual([1]);
    const stop = cart.listen(() => undefined);
    setTestStorageKey('guest_cart', '"a string"');
    expect(cart.get()).toEqual([]);
    stop();
  });
});

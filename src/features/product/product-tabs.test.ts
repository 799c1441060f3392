import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './product-tabs';

describe('tabAfterKey', () => {
  it('moves with the arrows, wrapping round', () => {
    expect(tabAfterKey('ArrowRight', 0, 4)).toBe(1);
    expect(tabAfterKey('ArrowRight', 3, 4)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 4)).toBe(3);
    expect(tabAfterKey('ArrowDown', 1, 4)).toBe(2);
  });

  it('jumps to the ends and ignores other keys', () => {
    expect(tabAfterKey('Home', 2, 4)).toBe(0);
    expect(tabAfterKey('End', 0, 4)).toBe(3);
    expect(tabAfterKey('Enter', 1, 4)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref', () => {
  it('keeps digits and the plus sign', () => {
    expect(telHref('+880 1712-345678')).toBe('tel:+8801712345678');
  });

  it('turns Bengali digits into Latin ones', () => {
    expect(telHref('০৯৬১২-৩৪৫৬৭৮')).toBe('tel:09612345678');
  });
});

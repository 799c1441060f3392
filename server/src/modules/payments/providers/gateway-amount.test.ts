import { describe, expect, it } from 'vitest';
import { fromGatewayAmount, toGatewayAmount } from './gateway-amount';

describe('gateway amounts', () => {
  it('write whole taka with two decimals', () => {
    expect(toGatewayAmount(1960)).toBe('1960.00');
    expect(toGatewayAmount(0)).toBe('0.00');
    expect(toGatewayAmount(500_000)).toBe('500000.00');
  });

  it.each([19.6, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuse to write %s', (taka) => {
    expect(() => toGatewayAmount(taka)).toThrow(RangeError);
  });

  it.each([
    ['1960.00', 1960],
    ['1960.0', 1960],
    ['1960', 1960],
    ['0.00', 0],
    ['007', 7],
  ])('read %s as %i taka', (amount, taka) => {
    expect(fromGatewayAmount(amount)).toBe(taka);
  });

  it.each(['1960.50', '1960.01', '1960.', '.50', '-1960', '1e3', '1,960', ' 1960', '', '1960.000'])(
    'read %j as no whole taka',
    (amount) => {
      expect(fromGatewayAmount(amount)).toBeNull();
    },
  );

  it('round-trip every amount exactly', () => {
    for (const taka of [1, 10, 99, 1960, 49_999, 123_456_789])
      expect(fromGatewayAmount(toGatewayAmount(taka))).toBe(taka);
  });
});

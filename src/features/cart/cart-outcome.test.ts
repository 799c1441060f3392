import { describe, expect, it } from 'vitest';
import { refusalText } from './cart-outcome';
import type { RefusalTexts } from './cart-strings';

const texts: RefusalTexts = {
  cartToasts: {
    amountRefused: "Sorry, you can't add that amount to the cart.",
    qtyInvalid: 'Enter a whole number from 1 to {{max}}.',
    network: 'Could not reach the server. Please try again.',
  },
};

describe('refusalText', () => {
  it("maps the store's refusals to the spec's texts", () => {
    expect(refusalText({ ok: false, reason: 'amount' }, texts, 'en')).toBe(
      "Sorry, you can't add that amount to the cart.",
    );
    expect(refusalText({ ok: false, reason: 'qty' }, texts, 'en')).toBe('Enter a whole number from 1 to 100.');
    expect(refusalText({ ok: false, reason: 'qty' }, texts, 'bn')).toBe('Enter a whole number from 1 to ১০০.');
  });

  it("shows a server refusal's message as is, and the network text when it has none", () => {
    expect(refusalText({ ok: false, reason: 'server', message: 'দুঃখিত', stock: 2 }, texts, 'en')).toBe('দুঃখিত');
    expect(refusalText({ ok: false, reason: 'server', message: '' }, texts, 'en')).toBe(texts.cartToasts.network);
  });
});

import { describe, expect, it } from 'vitest';
import { type RefusalTexts, refusalText } from './cart-outcome';

const texts: RefusalTexts = {
  amountRefused: "Sorry, you can't add that amount to the cart.",
  qtyInvalid: 'Enter a whole number from 1 to 100.',
  network: 'Could not reach the server. Please try again.',
};

describe('refusalText', () => {
  it("maps the store's refusals to the spec's texts", () => {
    expect(refusalText({ ok: false, reason: 'amount' }, texts)).toBe("Sorry, you can't add that amount to the cart.");
    expect(refusalText({ ok: false, reason: 'qty' }, texts)).toBe('Enter a whole number from 1 to 100.');
  });

  it("shows a server refusal's message as is, and the network text when it has none", () => {
    expect(refusalText({ ok: false, reason: 'server', message: 'দুঃখিত', stock: 2 }, texts)).toBe('দুঃখিত');
    expect(refusalText({ ok: false, reason: 'server', message: '' }, texts)).toBe(texts.network);
  });
});

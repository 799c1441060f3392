/**
 * A part of an order's lines less its share of the order's discount, the share rounded up: what returning those
 * units refunds (orders), and the base a partner's commission is a percentage of (affiliates). Rounding the share up
 * keeps an order's parts from adding up to more than was paid for its lines.
 */
export function priceLessDiscountShare(order: { subTotal: number; discount: number }, price: number): number {
  if (order.subTotal <= 0 || order.discount <= 0) return price;
  return price - Math.ceil((order.discount * price) / order.subTotal);
}

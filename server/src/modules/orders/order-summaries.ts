/** Order rows as the API shows them, in the request's language. */
import type { Locale, OrderItem, OrderSummary } from '#contract';
import { byLocale } from '../../lib/by-locale';
import type { OrderItemRow, OrderRow } from './orders.repository';

export function toOrderItem(row: OrderItemRow, locale: Locale): OrderItem {
  const options: OrderItem['options'] = {};
  if (row.color) options.color = row.color;
  if (row.size) options.size = row.size;
  return {
    id: row.id,
    product_id: row.productId,
    variant_id: row.variantId,
    name: byLocale(locale, row.nameEn, row.nameBn),
    image: row.image,
    options,
    color_name: byLocale(locale, row.colorNameEn, row.colorNameBn) ?? null,
    qty: row.qty,
    unit_price: row.unitPrice,
    shipping_cost: row.shippingCost,
    total: row.total,
  };
}

export function toOrderSummary(order: OrderRow, items: OrderItemRow[], locale: Locale): OrderSummary {
  return {
    id: order.id,
    invoice_number: order.invoiceNumber,
    vendor: { id: order.vendorId, name: byLocale(locale, order.vendorNameEn, order.vendorNameBn) },
    items: items.filter((item) => item.orderId === order.id).map((item) => toOrderItem(item, locale)),
    sub_total: order.subTotal,
    shipping_cost: order.shippingCost,
    discount: order.discount,
    total: order.total,
    status: order.status,
    payment_status: order.paymentStatus,
  };
}

/**
 * Packages to review, written straight into the tables (a checkout, one order of one seller, its lines, a rider):
 * the reviews' tests need delivered orders without walking each one through checkout and the back office.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { OrderStatus } from '#contract';
import type { DatabaseHandle } from '../../db/client';
import { checkouts, orderItems, orders, products, shippers } from '../../db/schema';

export interface TestPackage {
  orderId: number;
  vendorId: number;
  shipperId: number | null;
  lines: { orderItemId: number; productId: number }[];
}

let nextRider = 0;

/** A rider to carry packages. */
export async function createRider(database: DatabaseHandle, name = 'Rider Karim'): Promise<number> {
  nextRider += 1;
  const [row] = await database.db
    .insert(shippers)
    .values({ name, phone: `+8801700${String(nextRider).padStart(6, '0')}` })
    .returning({ id: shippers.id });
  return row!.id;
}

/**
 * A package of `userId` holding `count` products of one seller (the seller with the most products, skipping
 * `skip` of them), delivered by `shipperId` unless `status` says otherwise.
 */
export async function createPackage(
  database: DatabaseHandle,
  userId: number,
  {
    count = 2,
    skip = 0,
    status = 'delivered',
    shipperId = null,
    vendorId,
  }: { count?: number; skip?: number; status?: OrderStatus; shipperId?: number | null; vendorId?: number } = {},
): Promise<TestPackage> {
  const db = database.db;
  const all = await db.select().from(products).orderBy(asc(products.id));
  const counts = new Map<number, number>();
  for (const product of all) counts.set(product.vendorId, (counts.get(product.vendorId) ?? 0) + 1);
  const seller = vendorId ?? [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const chosen = all.filter((product) => product.vendorId === seller).slice(skip, skip + count);
  if (chosen.length < count) throw new Error(`seller ${seller} has fewer than ${skip + count} products`);
  const checkoutId = randomUUID();
  await db.insert(checkouts).values({
    id: checkoutId,
    userId,
    phone: '+8801911000000',
    isGuest: false,
    locale: 'en',
    paymentMethodId: 1,
    paymentStatus: status === 'delivered' ? 'paid' : 'unpaid',
    grandTotal: 100 * count,
  });
  const [order] = await db
    .insert(orders)
    .values({
      checkoutId,
      userId,
      vendorId: seller,
      vendorNameEn: 'Shop',
      vendorNameBn: 'দোকান',
      status,
      paymentStatus: status === 'delivered' ? 'paid' : 'unpaid',
      paymentMethodId: 1,
      subTotal: 100 * count,
      deliveryFee: 0,
      shippingCost: 0,
      discount: 0,
      total: 100 * count,
      customerName: 'Rahima Khatun',
      customerPhone: '+8801911000000',
      divisionId: 1,
      districtId: 1,
      upazilaId: 1,
      addressLine: 'House 1, Road 2',
      shipperId,
      deliveredAt: status === 'delivered' ? new Date() : null,
    })
    .returning({ id: orders.id });
  const lines = await db
    .insert(orderItems)
    .values(
      chosen.map((product) => ({
        orderId: order!.id,
        productId: product.id,
        variantId: 1,
        nameEn: product.nameEn,
        nameBn: product.nameBn,
        image: 'http://api.test/uploads/x.webp',
        qty: 1,
        unitPrice: 100,
        shippingCost: 0,
        total: 100,
      })),
    )
    .returning({ orderItemId: orderItems.id, productId: orderItems.productId });
  return { orderId: order!.id, vendorId: seller, shipperId, lines };
}

export async function setOrderStatus(database: DatabaseHandle, orderId: number, status: OrderStatus) {
  await database.db
    .update(orders)
    .set({ status, deliveredAt: status === 'delivered' ? new Date() : null })
    .where(eq(orders.id, orderId));
}

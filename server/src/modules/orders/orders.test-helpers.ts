/**
 * What the orders tests share: online orders marked paid as a gateway's confirmation would. The back office's token,
 * placing orders and moving them are in `src/orders.test-helpers.ts` (re-exported here), where every module's tests
 * reach them without an arrow between modules.
 */
import { eq } from 'drizzle-orm';
import type { CheckoutAnswer } from '#contract';
import { checkouts, orders, payments } from '../../db/schema';
import type { CheckoutTestApp } from '../../orders.test-helpers';

export {
  ADMIN_TOKEN,
  adminCall,
  createOrdersTestApp,
  firstShipperId,
  moveTo,
  placed,
} from '../../orders.test-helpers';

/** Marks an online checkout paid by bKash, as a confirmed payment does; answers the payment's id. */
export async function markPaid(t: CheckoutTestApp, checkout: CheckoutAnswer): Promise<number> {
  const { db } = t.database;
  const [payment] = await db
    .insert(payments)
    .values({
      checkoutId: checkout.checkout_id,
      gateway: 'bkash',
      wallet: 'bkash',
      amount: checkout.grand_total,
      status: 'paid',
      reference: `pay-${checkout.checkout_id}`,
      transactionId: `trx-${checkout.checkout_id}`,
    })
    .returning({ id: payments.id });
  await db
    .update(checkouts)
    .set({ paymentStatus: 'paid', expiresAt: null })
    .where(eq(checkouts.id, checkout.checkout_id));
  await db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.checkoutId, checkout.checkout_id));
  return payment!.id;
}
